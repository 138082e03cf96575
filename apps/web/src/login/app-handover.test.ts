import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageNavigation } from '../lib/page-navigation';
import { loadAppSoon, openApp } from './app-handover';

describe('the sign-in page opening the app', () => {
  let assign: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    // The stylesheets are links only: happy-dom loads no CSS, and need not report it.
    (
      window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }
    ).happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;
    assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    document.head.innerHTML = [
      '<link rel="stylesheet" href="/assets/login-abc.css" />',
      `<script type="application/json" id="portal-list-code">${JSON.stringify({
        pages: {
          jobs: ['/assets/jobs-list-1.js', '/assets/list-kit-2.js'],
          employers: ['/assets/employers-list-3.js'],
        },
        locales: {
          en: { core: [], strings: { jobs: ['/assets/jobs-en.js'] } },
          fr: { core: ['/assets/fr.js'], strings: { jobs: ['/assets/jobs-fr.js'] } },
        },
      })}</script>`,
    ].join('');
    document.body.innerHTML = '<div id="root"><form>sign in</form></div>';
    const root = document.documentElement;
    root.dataset.theme = 'dark';
    root.style.setProperty('--primary', '#123456');
    window.history.replaceState(null, '', '/login?to=%2Facme%2Fcareers%2Fjobs');
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('starts the app in this document once signed in, the sign-in page gone and the target in the address bar', async () => {
    const start = vi.fn();
    const unmount = vi.fn(() => {
      document.getElementById('root')?.replaceChildren();
    });
    loadAppSoon('/acme/careers/jobs', unmount, () => Promise.resolve(start));
    // A stylesheet the app's code adds after the import started is the app's: it stays.
    document.head.insertAdjacentHTML('beforeend', '<link rel="stylesheet" href="/assets/app-def.css" />');

    await openApp('/acme/careers/jobs');

    expect(unmount).toHaveBeenCalledOnce();
    expect(start).toHaveBeenCalledWith(document.getElementById('root'), { signedInHere: true });
    expect(window.location.pathname + window.location.search).toBe('/acme/careers/jobs');
    expect([...document.querySelectorAll('link[rel=stylesheet]')].map((l) => l.getAttribute('href'))).toEqual([
      '/assets/app-def.css',
    ]);
    expect(document.documentElement.dataset.theme).toBeUndefined();
    expect(document.documentElement.style.getPropertyValue('--primary')).toBe('');
    expect(assign).not.toHaveBeenCalled();
  });

  it('loads the target as a page when the app’s code could not be imported', async () => {
    const unmount = vi.fn();
    loadAppSoon('/acme/careers/jobs', unmount, () => Promise.reject(new Error('offline')));

    await openApp('/acme/careers/jobs');

    expect(assign).toHaveBeenCalledWith('/acme/careers/jobs');
    expect(unmount).not.toHaveBeenCalled();
    expect(document.querySelector('form')).not.toBeNull();
  });

  it('preloads the code and strings of the list it will open while the user types, and of no other page', async () => {
    const modulePreloads = () =>
      [...document.querySelectorAll('link[rel=modulepreload]')].map((link) => link.getAttribute('href'));
    document.documentElement.lang = 'fr';
    loadAppSoon('/acme/careers/jobs?search=nurse', vi.fn(), () => Promise.resolve(vi.fn()));
    await vi.waitFor(() => {
      // The page's code, its strings in English (the fallback) and in the page's language, and that language's own.
      expect(modulePreloads()).toEqual([
        '/assets/jobs-list-1.js',
        '/assets/list-kit-2.js',
        '/assets/jobs-en.js',
        '/assets/fr.js',
        '/assets/jobs-fr.js',
      ]);
    });
    document.documentElement.lang = 'en';

    document.querySelectorAll('link[rel=modulepreload]').forEach((link) => {
      link.remove();
    });
    const started = vi.fn();
    loadAppSoon('/acme/careers/jobs/123', vi.fn(), () => Promise.resolve(started));
    await openApp('/acme/careers/jobs/123');
    expect(started).toHaveBeenCalledOnce();
    expect(modulePreloads()).toEqual([]);
  });
});
