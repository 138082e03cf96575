import type { EmployerStatus, EmployerUser } from '@portal/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export interface EmployerLabels {
  type: (value: string) => string;
  status: (value: string) => string;
  role: (value: EmployerUser['role']) => string;
}

/** Translated names of types, statuses and roles; an unknown value is shown as it is. */
export function useEmployerLabels(): EmployerLabels {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    const known = (prefix: string, value: string) => {
      const key = `${prefix}.${value}`;
      return i18n.exists(key) ? t(key) : value;
    };
    return {
      type: (value) => known('employers.types', value),
      status: (value) => known('employers.status', value as EmployerStatus),
      role: (value) => known('employers.users.roles', value),
    };
  }, [t, i18n]);
}
