import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { ApiClient } from '../api/client';
import type { TokenStore } from './session';
import { signIn, type SignInStep } from './signIn';
import { sessionEndedSaid, sessionEndedUnsaid } from '../drafts/draftStore';
import type { AppMessages } from '../i18n/messages';
import { chosenLocale, LOGIN_DEFAULT, loginMessages } from './loginMessages';
import './login.css';

export interface LoginPageProps {
  api: ApiClient;
  tokens: TokenStore;
  /** Called once the access token is stored; it shows the back office (at `landing` when the sign-in must go there). */
  onSignedIn: (landing?: string) => void;
  /**
   * Fetches the back office's code: started as the visitor types (not on load, which would spend the page's weight
   * budget), so it is mostly there when the server has checked the password.
   */
  preload?: () => void;
}

type Field = 'username' | 'password' | 'code';

/**
 * /adm/login without react-admin or MUI: the first page of the back office stays small (issue 22's weight budget),
 * in the language chosen last time, with the server's message as the back office's error toast.
 */
export function LoginPage({ api, tokens, onSignedIn, preload }: LoginPageProps) {
  const [{ locale, messages }, setLanguage] = useState(LOGIN_DEFAULT);
  // Signed out by a 401 (revoked elsewhere, expired): said here, where the admin lands.
  const [sessionEnded] = useState(sessionEndedUnsaid);
  useEffect(sessionEndedSaid, []);
  const [missing, setMissing] = useState<Field[]>([]);
  const [busy, setBusy] = useState(false);
  /** Set once the password was right for an account with TOTP on: the code step is shown. */
  const [challenge, setChallenge] = useState<string | null>(null);
  const [recovery, setRecovery] = useState(false);
  /** The toasts' module, loaded by the first refusal (a first-time success fetches none of it). */
  const loginErrors = useRef<typeof import('./showLoginError')>(undefined);
  const text: AppMessages['ra'] = messages.ra;
  const security = messages.app.security;

  useEffect(() => {
    const chosen = chosenLocale();
    if (chosen !== LOGIN_DEFAULT.locale)
      void loginMessages(chosen).then((found) => setLanguage({ locale: chosen, messages: found }));
  }, []);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  /** One step: its fields read from the form, refused as the back office's error toast. */
  async function submitStep(
    event: FormEvent<HTMLFormElement>,
    fields: Field[],
    toStep: (values: Record<Field, string>) => SignInStep,
  ) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = Object.fromEntries(fields.map((name) => [name, String(form.get(name) ?? '')])) as Record<
      Field,
      string
    >;
    const empty = fields.filter((name) => values[name].trim() === '');
    setMissing(empty);
    if (empty.length > 0) return;
    setBusy(true);
    try {
      const outcome = await signIn(api, tokens, toStep(values));
      if ('challenge' in outcome) {
        setBusy(false);
        setChallenge(outcome.challenge);
        return;
      }
      // Before the dashboard shows: a refusal must not sit over it.
      loginErrors.current?.clearLoginErrors();
      onSignedIn(outcome.landing);
    } catch (error) {
      setBusy(false);
      const message = error instanceof Error && error.message ? error.message : text.auth.sign_in_error;
      void import('./showLoginError').then((module) => {
        loginErrors.current = module;
        module.showLoginError(message);
      });
    }
  }

  const field = (name: Field, label: string, type: string, autoComplete: string, extra: object = {}) => (
    <label className="field" key={`${name}-${recovery}`}>
      <span>{label}</span>
      <input
        name={name}
        type={type}
        autoComplete={autoComplete}
        autoFocus={name !== 'password'}
        {...extra}
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

  if (challenge) {
    return (
      <main className="login">
        <form
          className="card login-card"
          onSubmit={(event) => void submitStep(event, ['code'], ({ code }) => ({ challenge, code }))}
          noValidate
        >
          <h1>{messages.app.login_title}</h1>
          <p>{recovery ? security.recovery_code : security.second_step}</p>
          {recovery
            ? field('code', security.recovery_code, 'text', 'one-time-code', { maxLength: 32 })
            : field('code', security.code, 'text', 'one-time-code', { inputMode: 'numeric', maxLength: 6 })}
          <button className="button" type="submit" disabled={busy}>
            {security.verify}
          </button>
          <p className="login-links">
            <button type="button" className="link" onClick={() => setRecovery(!recovery)}>
              {recovery ? security.use_totp : security.use_recovery}
            </button>
            <button type="button" className="link" onClick={() => setChallenge(null)}>
              {security.back_to_password}
            </button>
          </p>
        </form>
      </main>
    );
  }

  return (
    <main className="login">
      <form
        className="card login-card"
        onSubmit={(event) =>
          void submitStep(event, ['username', 'password'], ({ username, password }) => ({ username, password }))
        }
        onInput={preload}
        noValidate
      >
        <h1>{messages.app.login_title}</h1>
        {sessionEnded && (
          <p className="login-notice" role="alert">
            {messages.app.drafts.session_ended}
          </p>
        )}
        {field('username', text.auth.username, 'text', 'username')}
        {field('password', text.auth.password, 'password', 'current-password')}
        <button className="button" type="submit" disabled={busy}>
          {text.auth.sign_in}
        </button>
      </form>
    </main>
  );
}
