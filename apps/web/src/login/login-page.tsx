import type { Locale } from '@portal/contract/constants';
import { DEFAULT_TITLE } from '@portal/contract/branding-defaults';
import { useEffect, useState } from 'react';
import { offeredLanguages } from '../lib/locale';
import type { ThemePreference } from '../lib/preferences';
import { Alert } from './alert';
import { applyTheme } from './branding';
import { translateMessage, useT } from './i18n';
import { switchLocale, type LoginPageData } from './load';
import { LoginForm } from './login-form';
import { PreferenceControls } from './preference-controls';
import { onSystemModeChange, resolveMode, savePreferences } from './preferences';

const DEFAULT_LOGO = '/favicon.svg';

/** /login: the SPA's blank layout and auth card, drawn with plain elements and login.css. */
export function LoginPage({ branding, preferences, locale: initialLocale, flash: initialFlash }: LoginPageData) {
  const t = useT();
  const [locale, setLocale] = useState(initialLocale);
  const [theme, setTheme] = useState(preferences.theme);
  const [flash, setFlash] = useState(initialFlash);
  const primary = branding.branding.colors.primary_color;

  useEffect(() => {
    const apply = () => {
      applyTheme(primary, preferences, resolveMode(theme));
    };
    apply();
    return theme === 'system' ? onSystemModeChange(apply) : undefined;
  }, [primary, preferences, theme]);

  const changeTheme = (next: ThemePreference) => {
    savePreferences({ theme: next, 'color-scheme': resolveMode(next) });
    setTheme(next);
  };
  const changeLocale = (next: Locale) => {
    savePreferences({ language: next });
    void switchLocale(next).then(() => {
      setLocale(next);
    });
  };

  const title = branding.title || DEFAULT_TITLE;
  // The branding's own texts are written in its default language (as in the SPA).
  const texts = locale === branding.settings.default_locale ? branding.branding.login : null;
  return (
    <div className="login-layout">
      <header className="login-header">
        <PreferenceControls
          translationEnabled={branding.settings.translation_enabled}
          languages={offeredLanguages(branding)}
          locale={locale}
          theme={theme}
          onLocaleChange={changeLocale}
          onThemeChange={changeTheme}
        />
      </header>
      <main className="login-main">
        <div className="login-card">
          <div className="login-brand">
            <img src={branding.logo_square || DEFAULT_LOGO} alt="" width={40} height={40} />
            <p>{title}</p>
          </div>
          <h1>{texts?.title || t('auth.login.title', { title })}</h1>
          <p className="login-subtitle">{texts?.subtitle || t('auth.login.subtitle')}</p>
          {flash ? (
            <Alert
              type={flash.type}
              title={t(`snackbar.types.${flash.type}`)}
              closeLabel={t('common.close')}
              onClose={() => {
                setFlash(null);
              }}
            >
              {translateMessage(t, flash.message)}
            </Alert>
          ) : null}
          <LoginForm />
        </div>
      </main>
    </div>
  );
}
