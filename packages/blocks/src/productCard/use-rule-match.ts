import { useEffect, useState } from 'react';
import { API_PATHS } from '@h5-page/schema/constants';
import { useRuntime } from '../runtime.ts';
import { useToken } from '../shared/use-token.ts';

/**
 * Whether the logged-in user has every portrait tag in `rules`: `null` while unknown (also on
 * the server render), false for a visitor without a token or a refused rule. With `enabled`
 * false the answer is true at once, so an ungated block renders on the server as well.
 */
export function useRuleMatch(enabled: boolean, rules: string): boolean | null {
  const runtime = useRuntime();
  const loggedIn = useToken() !== null;
  const [match, setMatch] = useState<boolean | null>(enabled ? null : true);
  useEffect(() => {
    if (!enabled) {
      setMatch(true);
      return;
    }
    const wanted = rules.replace(/\s+/g, '');
    // A visitor without a token matches no rule; asking would only answer 401.
    if (!wanted || !runtime.auth.token()) {
      setMatch(false);
      return;
    }
    let live = true;
    setMatch(null);
    runtime.api
      .get<{ is_match: boolean }>(API_PATHS.CHECK_USER_IN_RULES, { rules: wanted }, { quiet: true })
      .then((answer) => {
        if (live) setMatch(answer?.is_match === true);
      })
      .catch(() => {
        if (live) setMatch(false);
      });
    return () => {
      live = false;
    };
  }, [runtime, enabled, rules, loggedIn]);
  return match;
}
