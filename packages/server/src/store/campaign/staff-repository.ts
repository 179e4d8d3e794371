import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../open-database.ts';
import { staff, staffBindings } from '../tables-campaign.ts';
import type { StaffBindingRow, StaffRow } from '../tables-campaign.ts';

export interface StaffRepository {
  binding(stateCode: string): Promise<StaffBindingRow | null>;
  staff(id: number): Promise<StaffRow | null>;
  /** The staff member marked default (lowest id first); null when none is. */
  defaultStaff(): Promise<StaffRow | null>;
  /** Keeps the contact code made for a state code, unless one was set meanwhile. */
  saveContactQrCode(stateCode: string, qrCode: string, now?: Date): Promise<void>;
}

/** Service staff and their bindings to state codes (button actions 6 and 10). */
export function createStaffRepository(db: Db): StaffRepository {
  return {
    async binding(stateCode) {
      const [row] = await db
        .select()
        .from(staffBindings)
        .where(eq(staffBindings.stateCode, stateCode));
      return row ?? null;
    },
    async staff(id) {
      const [row] = await db.select().from(staff).where(eq(staff.id, id));
      return row ?? null;
    },
    async defaultStaff() {
      const [row] = await db
        .select()
        .from(staff)
        .where(eq(staff.isDefault, true))
        .orderBy(asc(staff.id))
        .limit(1);
      return row ?? null;
    },
    async saveContactQrCode(stateCode, qrCode, now = new Date()) {
      await db
        .update(staffBindings)
        .set({ contactQrCode: qrCode, updatedAt: now })
        .where(and(eq(staffBindings.stateCode, stateCode), eq(staffBindings.contactQrCode, '')));
    },
  };
}
