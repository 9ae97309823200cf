/**
 * The activity log's action names: every action the server writes a log row for, in one list that
 * the server's `logActivity` takes as its type (an action not listed here fails the type check) and
 * the Activity Logs screen filters by (titles: 'block_user' → 'Block User'). The booking lifecycle's
 * actions write the names its table gives (src/domain/lifecycle.ts, docs/ARCHITECTURE.md §10).
 */
export const LOG_ACTIONS = [
  "login",
  "logout",
  "register",
  "create_booking",
  "approve_booking",
  "cancel_booking",
  "delete_booking",
  "mark_paid",
  "create_flight",
  "update_flight",
  "delete_flight",
  "import_flights",
  "export_flights",
  "export_manifest",
  "mark_names_sent",
  "unmark_names_sent",
  "create_package",
  "update_package",
  "delete_package",
  "import_packages",
  "export_packages",
  "create_user",
  "update_user",
  "delete_user",
  "approve_user",
  "unapprove_user",
  "block_user",
  "unblock_user",
  "change_password",
  "update_profile",
  "export_logs",
  "update_website_settings",
  "read_notifications",
  "update_notification_preferences",
  "subscribe_push",
  "unsubscribe_push",
  "security_alert",
] as const;
export type LogAction = (typeof LOG_ACTIONS)[number];
