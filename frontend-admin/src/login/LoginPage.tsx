import { useEffect, useState, type FormEvent } from 'react';
import type { ApiClient } from '../api/client';
import type { TokenStore } from '../auth/session';
import { signIn } from '../auth/signIn';
import type { AppMessages } from '../i18n/messages';
import { chosenLocale, LOGIN_DEFAULT, loginMessages } from './loginMessages';
import './login.css';

export interface LoginPageProps {
  api: ApiClient;
  tokens: TokenStore;
  /** Called once the access token is stored; it shows the back office. */
  onSignedIn: () => void;
  /**
   * Fetches the back office's code: started as the visitor types (not on load, which would spend the page's weight
   * budget), so it is mostly there when the server has checked the password.
   */
  preload?: () => void;
}

type Field = 'username' | 'password';

/**
 * /adm/login without react-admin or MUI: the first page of the back office stays small (issue 22's weight budget),
 * in the language chosen last time, with the server's message as the back office's error toast.
 */
export function LoginPage({ api, tokens, onSignedIn, preload }: LoginPageProps) {
  const [{ locale, messages }, setLanguage] = useState(LOGIN_DEFAULT);
  const [missing, setMissing] = useState<Field[]>([]);
  const [busy, setBusy] = useState(false);
  const text: AppMessages['ra'] = messages.ra;

  useEffect(() => {
    const chosen = chosenLocale();
    if (chosen !== LOGIN_DEFAULT.locale)
      void loginMessages(chosen).then((found) => setLanguage({ locale: chosen, messages: found }));
  }, []);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const credentials = { username: String(form.get('username') ?? ''), password: String(form.get('password') ?? '') };
    const empty = (['username', 'password'] as const).filter((field) => credentials[field].trim() === '');
    setMissing(empty);
    if (empty.length > 0) return;
    setBusy(true);
    try {
      await signIn(api, tokens, credentials);
      onSignedIn();
    } catch (error) {
      setBusy(false);
      const message = error instanceof Error && error.message ? error.message : text.auth.sign_in_error;
      void import('./showLoginError').then(({ showLoginError }) => showLoginError(message));
    }
  }

  const field = (name: Field, type: string, autoComplete: string) => (
    <label className="field">
      <span>{text.auth[name]}</span>
      <input
        name={name}
        type={type}
        autoComplete={autoComplete}
        autoFocus={name === 'username'}
        aria-invalid={missing.includes(name) || undefined}
        aria-describedby={missing.includes(name) ? `${name}-error` : undefined}
      />
      {missing.includes(name) && (
        <span id={`${name}-error`} className="field-error">
          {text.validation.required}
        </span>
      )}
    </label>
  );

  return (
    <main className="login">
      <form className="card login-card" onSubmit={submit} onInput={preload} noValidate>
        <h1>{messages.app.login_title}</h1>
        {field('username', 'text', 'username')}
        {field('password', 'password', 'current-password')}
        <button className="button" type="submit" disabled={busy}>
          {text.auth.sign_in}
        </button>
      </form>
    </main>
  );
}
