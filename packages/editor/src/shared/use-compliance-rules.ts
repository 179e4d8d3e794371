import { useEffect, useState } from 'react';
import type { ComplianceOptions } from '@h5-page/blocks/compliance/compliance-checks';
import { DEFAULT_COMPLIANCE_PHRASES } from '@h5-page/blocks/compliance/default-phrases';
import { complianceApi } from '../api/compliance-api.ts';
import type { PhraseListInfo } from '../api/compliance-api.ts';

/** While the list loads (or cannot be read), the default list and no other host. */
const FALLBACK: ComplianceOptions = { phrases: DEFAULT_COMPLIANCE_PHRASES, allowHosts: [] };

let loading: Promise<ComplianceOptions> | null = null;
const listeners = new Set<(options: ComplianceOptions) => void>();

/** An answer not of the expected shape (an older server) leaves the defaults in force. */
const optionsOf = (list: PhraseListInfo): ComplianceOptions =>
  Array.isArray(list?.phrases)
    ? {
        phrases: list.phrases,
        allowHosts: Array.isArray(list.allow_hosts) ? list.allow_hosts : [],
      }
    : FALLBACK;

/** The list once per builder session: every page opened after reads the same answer. */
function load(): Promise<ComplianceOptions> {
  loading ??= complianceApi.phrases().then(optionsOf, () => {
    loading = null;
    return FALLBACK;
  });
  return loading;
}

/** A list just saved (the 合规词库 dialog): every open canvas checks with it from now on. */
export function compliancePhrasesSaved(list: PhraseListInfo): void {
  const options = optionsOf(list);
  loading = Promise.resolve(options);
  for (const listener of listeners) listener(options);
}

/** The phrase list and allowed hosts the live checks use: the server's, the defaults meanwhile. */
export function useComplianceRules(): ComplianceOptions {
  const [options, setOptions] = useState<ComplianceOptions>(FALLBACK);
  useEffect(() => {
    let live = true;
    void load().then((loaded) => {
      if (live) setOptions(loaded);
    });
    const listener = (next: ComplianceOptions) => setOptions(next);
    listeners.add(listener);
    return () => {
      live = false;
      listeners.delete(listener);
    };
  }, []);
  return options;
}
