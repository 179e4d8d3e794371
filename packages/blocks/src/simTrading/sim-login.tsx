import { useRuntime } from '../runtime.ts';

/** What a logged-out visitor sees in place of their own data. */
export function SimLogin({ text }: { text: string }) {
  const runtime = useRuntime();
  return (
    <div className="h5-sim-login">
      <p>{text}</p>
      <button type="button" className="h5-sim-primary" onClick={() => runtime.env.login()}>
        登录 / 注册
      </button>
    </div>
  );
}
