import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { EDITOR_ROLES, roleCan } from '@h5-page/schema/editor-roles';
import type { EditorRole } from '@h5-page/schema/editor-roles';
import type { NotificationKind, NotificationTarget } from '@h5-page/schema/admin-api/notifications';
import type { Db } from '../store/open-database.ts';
import { sqlRows } from '../store/sql-rows.ts';
import { appendAuditEntry } from '../audit/audit-repository.ts';
import { editors } from '../editor-session/editor-tables.ts';
import {
  notificationCursors,
  notificationRecipients,
  notifications,
  notificationSettings,
} from './notification-tables.ts';

/** What happened, once: an event becomes one notification however often it is seen. */
export interface NotificationDraft {
  /** The event's one name (`audit:42`, `started:17`): a second sighting adds nothing. */
  key: string;
  kind: NotificationKind;
  pageCode: string | null;
  text: string;
  target: NotificationTarget;
  at: Date;
  /** The accounts' user names; none: only the robot hears of it. */
  recipients: readonly string[];
}

export interface StoredNotification {
  id: number;
  kind: NotificationKind;
  pageCode: string | null;
  text: string;
  target: NotificationTarget;
  at: Date;
}

export interface InboxEntry extends StoredNotification {
  read: boolean;
}

export interface RobotSettingsRow {
  wecomWebhookUrl: string | null;
  linkOrigin: string | null;
  updatedBy: string | null;
  updatedAt: Date | null;
}

/** The roles that decide reviews: a submission is news to them. */
const REVIEWING_ROLES = EDITOR_ROLES.filter((role) => roleCan(role, 'review'));
const ADMIN_ROLES = EDITOR_ROLES.filter((role) => roleCan(role, 'accounts'));

/** The cursor of the audit trail (`notification_cursors.name`). */
export const AUDIT_CURSOR = 'audit';

const storedColumns = {
  id: notifications.id,
  kind: notifications.kind,
  pageCode: notifications.pageCode,
  text: notifications.text,
  target: notifications.target,
  at: notifications.at,
};

export function createNotificationRepository(db: Db) {
  /** Enabled accounts among `names`, and of `roles` when given. */
  const enabledAmong = async (filter: {
    names?: readonly string[];
    roles?: readonly EditorRole[];
  }) => {
    if (filter.names && filter.names.length === 0) return [];
    const rows = await db
      .select({ username: editors.username })
      .from(editors)
      .where(
        and(
          eq(editors.disabled, false),
          filter.names ? inArray(editors.username, [...filter.names]) : undefined,
          filter.roles ? inArray(editors.role, [...filter.roles]) : undefined,
        ),
      )
      .orderBy(editors.username);
    return rows.map((row) => row.username);
  };

  const addAll = async (drafts: readonly NotificationDraft[], tx: Db) => {
    const added: StoredNotification[] = [];
    for (const draft of drafts) {
      const [row] = await tx
        .insert(notifications)
        .values({
          kind: draft.kind,
          pageCode: draft.pageCode,
          text: draft.text,
          target: draft.target,
          eventKey: draft.key,
          at: draft.at,
        })
        .onConflictDoNothing({ target: notifications.eventKey })
        .returning(storedColumns);
      if (!row) continue;
      const people = [...new Set(draft.recipients)];
      if (people.length > 0) {
        await tx
          .insert(notificationRecipients)
          .values(people.map((username) => ({ notificationId: row.id, username })))
          .onConflictDoNothing();
      }
      added.push(row);
    }
    return added;
  };

  const unread = async (username: string, on: Db = db) => {
    const [row] = await on
      .select({ n: count() })
      .from(notificationRecipients)
      .where(
        and(eq(notificationRecipients.username, username), isNull(notificationRecipients.readAt)),
      );
    return row?.n ?? 0;
  };

  return {
    /**
     * Adds each draft whose event was not seen before, with its recipients, all in one
     * transaction (`tx`'s, when given); answers the ones added.
     */
    async add(drafts: readonly NotificationDraft[], tx?: Db): Promise<StoredNotification[]> {
      if (drafts.length === 0) return [];
      return tx ? addAll(drafts, tx) : db.transaction((own) => addAll(drafts, own));
    },

    /** The account's newest `limit` notifications and how many of all of its are unread. */
    async inbox(
      username: string,
      limit: number,
    ): Promise<{ entries: InboxEntry[]; unread: number }> {
      const entries = await db
        .select({
          ...storedColumns,
          read: sql<boolean>`${notificationRecipients.readAt} IS NOT NULL`,
        })
        .from(notificationRecipients)
        .innerJoin(notifications, eq(notifications.id, notificationRecipients.notificationId))
        .where(eq(notificationRecipients.username, username))
        .orderBy(desc(notifications.at), desc(notifications.id))
        .limit(limit);
      return { entries, unread: await unread(username) };
    },

    /** Marks the account's notifications `ids` read (others' are left alone); the unread left. */
    async markRead(username: string, ids: readonly number[], at: Date): Promise<number> {
      await db
        .update(notificationRecipients)
        .set({ readAt: at })
        .where(
          and(
            eq(notificationRecipients.username, username),
            inArray(notificationRecipients.notificationId, [...ids]),
            isNull(notificationRecipients.readAt),
          ),
        );
      return unread(username);
    },

    /** 全部已读. */
    async markAllRead(username: string, at: Date): Promise<number> {
      await db
        .update(notificationRecipients)
        .set({ readAt: at })
        .where(
          and(eq(notificationRecipients.username, username), isNull(notificationRecipients.readAt)),
        );
      return unread(username);
    },

    /** The robot's settings; null fields while none were saved. */
    async settings(): Promise<RobotSettingsRow> {
      const [row] = await db
        .select({
          wecomWebhookUrl: notificationSettings.wecomWebhookUrl,
          linkOrigin: notificationSettings.linkOrigin,
          updatedBy: notificationSettings.updatedBy,
          updatedAt: notificationSettings.updatedAt,
        })
        .from(notificationSettings)
        .where(eq(notificationSettings.id, 1));
      return row ?? { wecomWebhookUrl: null, linkOrigin: null, updatedBy: null, updatedAt: null };
    },

    /**
     * Sets (or, null, removes) the robot with its audit entry in one transaction. The entry names
     * the robot's host only: the address's key lets anyone post to the group.
     */
    async saveSettings(settings: {
      wecomWebhookUrl: string | null;
      linkOrigin: string | null;
      by: string | null;
    }): Promise<void> {
      await db.transaction(async (tx) => {
        const values = {
          wecomWebhookUrl: settings.wecomWebhookUrl,
          linkOrigin: settings.linkOrigin,
          updatedBy: settings.by,
          updatedAt: sql`now()`,
        };
        await tx
          .insert(notificationSettings)
          .values({ id: 1, ...values })
          .onConflictDoUpdate({ target: notificationSettings.id, set: values });
        await appendAuditEntry(tx, {
          actor: settings.by,
          action: 'notifications.robot',
          detail: {
            robot: settings.wecomWebhookUrl ? new URL(settings.wecomWebhookUrl).host : null,
          },
        });
      });
    },

    /** Enabled reviewers and admins, but `except` (who submitted). */
    async reviewers(except: string | null): Promise<string[]> {
      return (await enabledAmong({ roles: REVIEWING_ROLES })).filter((name) => name !== except);
    },

    /** Enabled admins (the webhooks are theirs). */
    admins(): Promise<string[]> {
      return enabledAmong({ roles: ADMIN_ROLES });
    },

    /** Which of `names` are enabled accounts. */
    enabled(names: readonly (string | null)[]): Promise<string[]> {
      return enabledAmong({ names: names.filter((name): name is string => name !== null) });
    },

    /**
     * The page's title, the editor who last saved its draft and who submitted its newest review
     * request: the people a page's news is for. Null without such a page.
     */
    async pageFolk(
      code: string,
    ): Promise<{ title: string; updatedBy: string | null; submittedBy: string | null } | null> {
      const [row] = await sqlRows<{
        title: string;
        updated_by: string | null;
        submitted_by: string | null;
      }>(
        db,
        sql`SELECT p.title, p.updated_by,
                   (SELECT r.submitted_by FROM page_reviews r
                     WHERE r.page_id = p.id AND r.status <> 'superseded'
                     ORDER BY r.submitted_at DESC, r.id DESC LIMIT 1) AS submitted_by
              FROM pages p WHERE p.code = ${code}`,
      );
      return row
        ? { title: row.title, updatedBy: row.updated_by, submittedBy: row.submitted_by }
        : null;
    },

    /** Who submitted the review request `id`. */
    async submitterOf(id: number): Promise<string | null> {
      const [row] = await sqlRows<{ submitted_by: string | null }>(
        db,
        sql`SELECT submitted_by FROM page_reviews WHERE id = ${id}`,
      );
      return row?.submitted_by ?? null;
    },

    /** Starts the audit trail's cursor at its end, once: what happened before is not news. */
    async startCursor(): Promise<void> {
      await db.execute(
        sql`INSERT INTO notification_cursors (name, seq)
            SELECT ${AUDIT_CURSOR}, coalesce(max(seq), 0) FROM audit_entries
            ON CONFLICT (name) DO NOTHING`,
      );
    },

    /** Whether the audit trail has entries past the cursor (one cheap read, no lock). */
    async auditAhead(): Promise<boolean> {
      const [row] = await sqlRows<{ ahead: boolean }>(
        db,
        sql`SELECT coalesce((SELECT max(seq) FROM audit_entries), 0) >
                   coalesce((SELECT seq FROM ${notificationCursors}
                              WHERE name = ${AUDIT_CURSOR}), 0) AS ahead`,
      );
      return row?.ahead ?? false;
    },

    /** Drops notifications older than `days` (the inbox is news, not a record). */
    async prune(days: number): Promise<void> {
      await db.execute(
        sql`DELETE FROM notifications WHERE at < now() - make_interval(days => ${days})`,
      );
    },
  };
}

export type NotificationRepository = ReturnType<typeof createNotificationRepository>;
