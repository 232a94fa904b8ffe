import type { Db } from '../../db/database';
import type { SlackSettings } from '@/contracts/slack';
import type { SlackDeliveryResult } from './slackWebhook';

export type StoredWebhook = { organizationId: string; sealed: string; hint: string; configuredBy: string };

export const findSlackWebhook = (db: Db, organizationId: string) =>
  db.selectFrom('slack_webhooks').selectAll().where('organization_id', '=', organizationId).executeTakeFirst();

export const readSlackSettings = async (db: Db, organizationId: string): Promise<SlackSettings> => {
  const row = await findSlackWebhook(db, organizationId);
  if (!row) return { configured: false, webhookHint: null, configuredAt: null, lastDelivery: null };
  const delivered = row.last_delivery_at !== null && row.last_delivery_ok !== null;
  return {
    configured: true,
    webhookHint: row.webhook_hint,
    configuredAt: row.configured_at,
    lastDelivery: delivered
      ? { at: row.last_delivery_at ?? '', ok: row.last_delivery_ok === 1, detail: row.last_delivery_detail ?? '' }
      : null,
  };
};

/** A new webhook starts with no delivery of its own: the previous one's outcome said nothing about it. */
export const saveSlackWebhook = async (db: Db, webhook: StoredWebhook, now: string): Promise<void> => {
  const values = {
    webhook_sealed: webhook.sealed,
    webhook_hint: webhook.hint,
    configured_by: webhook.configuredBy,
    configured_at: now,
    last_delivery_at: null,
    last_delivery_ok: null,
    last_delivery_detail: null,
  };
  await db
    .insertInto('slack_webhooks')
    .values({ organization_id: webhook.organizationId, ...values })
    .onConflict((conflict) => conflict.column('organization_id').doUpdateSet(values))
    .execute();
};

export const deleteSlackWebhook = async (db: Db, organizationId: string): Promise<boolean> => {
  const result = await db.deleteFrom('slack_webhooks').where('organization_id', '=', organizationId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
};

/** Recorded against the webhook it went to: a delivery to one since replaced leaves the new one's status alone. */
export const recordSlackDelivery = async (
  db: Db,
  organizationId: string,
  sealed: string,
  result: SlackDeliveryResult,
  now: string,
): Promise<void> => {
  await db
    .updateTable('slack_webhooks')
    .set({ last_delivery_at: now, last_delivery_ok: result.ok ? 1 : 0, last_delivery_detail: result.detail })
    .where('organization_id', '=', organizationId)
    .where('webhook_sealed', '=', sealed)
    .execute();
};
