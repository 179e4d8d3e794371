import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../store/open-database.ts';
import { staff, staffBindings, staffContactCodes } from './tables.ts';
import type { StaffBindingRow, StaffRow } from './tables.ts';

export interface StaffRepository {
  binding(stateCode: string): Promise<StaffBindingRow | null>;
  staff(id: number): Promise<StaffRow | null>;
  /** The staff member marked default (lowest id first); null when none is. */
  defaultStaff(): Promise<StaffRow | null>;
  /** Keeps the contact code made for a state code, unless one was set meanwhile. */
  saveContactQrCode(stateCode: string, qrCode: string, now?: Date): Promise<void>;
  /** The contact code made before for this state code and staff member, or null. */
  contactCode(stateCode: string, staffId: number): Promise<string | null>;
  /** Keeps a contact code made for a state code and staff member; the first one kept wins. */
  keepContactCode(stateCode: string, staffId: number, qrCode: string): Promise<string>;
}

/** Service staff and their bindings to state codes (button actions 6 and 10). */
export function createStaffRepository(db: Db): StaffRepository {
  const contactCode = async (stateCode: string, staffId: number) => {
    const [row] = await db
      .select({ qrCode: staffContactCodes.qrCode })
      .from(staffContactCodes)
      .where(
        and(eq(staffContactCodes.stateCode, stateCode), eq(staffContactCodes.staffId, staffId)),
      );
    return row?.qrCode ?? null;
  };
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
    contactCode,
    async keepContactCode(stateCode, staffId, qrCode) {
      await db
        .insert(staffContactCodes)
        .values({ stateCode, staffId, qrCode })
        .onConflictDoNothing();
      return (await contactCode(stateCode, staffId)) ?? qrCode;
    },
  };
}
