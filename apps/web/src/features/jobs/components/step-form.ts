import type { CreateJobSchema } from '@portal/contract';
import type { ContractForm } from '../../../hooks/use-contract-form';

/** The wizard's one form, as each step's panel receives it. */
export type JobForm = ContractForm<typeof CreateJobSchema>;
