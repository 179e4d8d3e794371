import { eq } from 'drizzle-orm';
import type { Db } from '../../store/open-database.ts';
import { qrCodes } from './tables.ts';
import type { QrCodeRow } from './tables.ts';

export interface QrCodeRepository {
  find(codeId: string): Promise<QrCodeRow | null>;
}

/** QR codes by code id (button action 2, the qrcode block). */
export function createQrCodeRepository(db: Db): QrCodeRepository {
  return {
    async find(codeId) {
      const [row] = await db.select().from(qrCodes).where(eq(qrCodes.codeId, codeId));
      return row ?? null;
    },
  };
}
