import { afterEach, describe, expect, it } from 'vitest';
import { featureStrings, lazyPage } from './feature-strings';
import { activateLocale, i18n } from './i18n';

const SettingsPage = () => null;

const stringsOf = (name: 'consultants' | 'settings') =>
  featureStrings(name, (locale) => import(`../locales/${locale}/${name}.ts`));

describe('feature strings: loaded with their pages, in the language shown', () => {
  afterEach(async () => {
    await activateLocale('en');
  });

  it("a page's lazy route brings its code and its strings together", async () => {
    const route = await lazyPage(stringsOf('settings'), () => Promise.resolve(SettingsPage))();
    expect(route.Component).toBe(SettingsPage);
    expect(i18n.t('settings.title')).toBe('Settings');
  });

  it('switching language loads the strings of the features already shown before the switch', async () => {
    await lazyPage(stringsOf('consultants'), () => Promise.resolve(SettingsPage))();
    const switched = activateLocale('fr');
    expect(i18n.language).toBe('en');
    await switched;
    expect(i18n.language).toBe('fr');
    expect(i18n.t('consultants.createTitle')).toBe('Nouveau consultant');
    // The language's own strings are still there: a feature bundle never stands in for them.
    expect(i18n.t('common.retry')).toBe('Réessayer');
  });

  it('a page opened after a switch gets its strings in that language', async () => {
    await activateLocale('ar');
    await lazyPage(stringsOf('settings'), () => Promise.resolve(SettingsPage))();
    expect(i18n.t('settings.title')).toBe('الإعدادات');
  });
});
