import { createHash } from 'node:crypto';
import { strToU8, zipSync } from 'fflate';
import type { ComplianceProblem } from '@h5-page/blocks/compliance/compliance-problem';
import type { VersionRecords } from './dossier-records.ts';

export interface DossierParts {
  code: string;
  records: VersionRecords;
  /** The archive as one self-contained file, and exactly as sent. */
  file: string;
  sent: string;
  /** The rule packs in force when the version went live (the archive's stamp). */
  pack: string | null;
  /** The checks of the version's page file now, and the packs they ran with. */
  checks: { pack: string; problems: ComplianceProblem[] };
  picture: { png: Buffer } | { missing: string };
  generatedAt: Date;
  generatedBy: string | null;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * A published version's filing dossier (下载报备材料) as one ZIP: the self-contained archive and
 * the HTML as sent, a phone-width PNG of it, and `manifest.json` with the sha256 of each file,
 * the approvals, the checks with their pack versions, when visitors first and last saw it, its
 * channels, and the audit entries recording it (each with its chained hash).
 */
export function dossierZip(parts: DossierParts): { zip: Uint8Array; manifestSha256: string } {
  const { code, records } = parts;
  const stem = `${code}-v${records.version}`;
  const files: Record<string, Uint8Array> = {
    [`${stem}.html`]: strToU8(parts.file),
    [`${stem}-sent.html`]: strToU8(parts.sent),
  };
  if ('png' in parts.picture) files[`${stem}-phone.png`] = new Uint8Array(parts.picture.png);
  const manifest = {
    page_code: code,
    title: records.title,
    version: records.version,
    published_at: records.published_at,
    published_by: records.published_by,
    generated_at: parts.generatedAt.toISOString(),
    generated_by: parts.generatedBy,
    files: Object.entries(files).map(([name, bytes]) => ({
      name,
      bytes: bytes.length,
      sha256: sha256(bytes),
    })),
    screenshot: 'missing' in parts.picture ? parts.picture.missing : null,
    approvals: records.approvals,
    pack: parts.pack,
    checks: parts.checks,
    first_live_at: records.first_live_at,
    last_live_at: records.last_live_at,
    live_windows: records.live_windows,
    channels: records.channels,
    audit: records.audit,
  };
  const manifestBytes = strToU8(`${JSON.stringify(manifest, null, 2)}\n`);
  const stamp = parts.generatedAt;
  const zip = zipSync(
    Object.fromEntries(
      [['manifest.json', manifestBytes] as const, ...Object.entries(files)].map(([name, bytes]) => [
        name,
        [bytes, { mtime: stamp, level: name.endsWith('.png') ? 0 : 6 }],
      ]),
    ),
  );
  return { zip, manifestSha256: sha256(manifestBytes) };
}
