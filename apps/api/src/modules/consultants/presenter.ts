import { fileUrl, type Consultant } from '@portal/contract';
import type { ConsultantRecord } from './repository.js';

/** The API shape of a consultant with its photo and linked user. */
export function toConsultant({ consultant: row, photo, user }: ConsultantRecord): Consultant {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    job_title: row.job_title,
    photo: photo ? { id: photo.id, url: fileUrl(photo.id, photo.kind), name: photo.name } : null,
    bio: row.bio,
    active: row.active,
    user: user ? { id: user.id, name: user.name, email: user.email } : null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
