import type { ReactNode } from 'react';

// Material icons (WarningAmber, CheckCircleOutline, Close) as inline paths: no icon library here.
const PATHS = {
  error: 'M12 5.99 19.53 19H4.47zM12 2 1 21h22zm1 14h-2v2h2zm0-6h-2v4h2z',
  success:
    'M16.59 7.58 10 14.17l-3.59-3.58L5 12l5 5 8-8zM12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8',
  close: 'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z',
};

function Icon({ path }: { path: string }) {
  return (
    <svg className="login-icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d={path} fill="currentColor" />
    </svg>
  );
}

interface AlertProps {
  type: 'error' | 'success';
  /** The type as the title above the message, as the SPA's snackbar shows it (spec §8). */
  title?: string;
  children: ReactNode;
  /** Shows a close button with this accessible name. */
  closeLabel?: string;
  onClose?: () => void;
}

/** An inline message in the SPA's alert style; an error uses the warning icon (spec §8). */
export function Alert({ type, title, children, closeLabel, onClose }: AlertProps) {
  return (
    <div className={`login-alert login-alert-${type}`} role={type === 'error' ? 'alert' : 'status'}>
      <Icon path={PATHS[type]} />
      <div className="login-alert-message">
        {title ? <strong className="login-alert-title">{title}</strong> : null}
        {children}
      </div>
      {onClose ? (
        <button
          type="button"
          className="login-alert-close"
          aria-label={closeLabel}
          title={closeLabel}
          onClick={onClose}
        >
          <Icon path={PATHS.close} />
        </button>
      ) : null}
    </div>
  );
}
