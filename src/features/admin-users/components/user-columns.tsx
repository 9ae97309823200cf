/** The User Management list's columns (User, Email, Role, Status, Member Since, Actions) and its filters. */
import type { ReactNode } from "react";
import { formatDate } from "../../../domain/format.ts";
import type { DataListColumn, DataListFilter } from "../../../ui/data-list.tsx";
import {
  type Customer,
  ROLE_LABELS,
  STATUS_ORDER,
  USER_STATUS_LABELS,
  type UserStatus,
  userStatus,
} from "../user-view.ts";
import { UserCell, UserStatusCell } from "./user-cells.tsx";
import { RoleBadge } from "./user-parts.tsx";

export function userColumns(
  myId: string | undefined,
  actions: (c: Customer) => ReactNode,
): DataListColumn<Customer>[] {
  return [
    {
      key: "name",
      header: "User",
      compact: true,
      sortValue: (c) => c.name,
      render: (c) => <UserCell user={c} isSelf={myId === c._id} />,
    },
    {
      key: "email",
      header: "Email",
      sortValue: (c) => c.email,
      render: (c) => <span className="break-all">{c.email}</span>,
    },
    {
      key: "role",
      header: "Role",
      compact: true,
      sortValue: (c) => c.role,
      render: (c) => <RoleBadge role={c.role} />,
    },
    {
      key: "status",
      header: "Status",
      compact: true,
      sortValue: (c) => STATUS_ORDER[userStatus(c)],
      render: (c) => <UserStatusCell user={c} />,
    },
    {
      key: "createdAt",
      header: "Member Since",
      sortValue: (c) => c.createdAt,
      className: "whitespace-nowrap",
      render: (c) => formatDate(c.createdAt),
    },
    { key: "actions", header: "Actions", compact: true, className: "text-right w-0", render: actions },
  ];
}

const ROLE_FILTERS = [
  { value: "all", label: "All Roles" },
  { value: "customer", label: ROLE_LABELS.customer },
  { value: "admin", label: ROLE_LABELS.admin },
] as const;

const STATUS_FILTERS = [
  { value: "all", label: "All Statuses" },
  ...(["active", "pending", "blocked"] as const).map((s) => ({ value: s, label: USER_STATUS_LABELS[s] })),
];

type Choice = { value: string; onChange: (value: string) => void };

export function userFilters(role: Choice, status: Choice): DataListFilter<Customer>[] {
  return [
    { id: "role", label: "Role", options: ROLE_FILTERS, ...role, predicate: (c, v) => c.role === v },
    {
      id: "status",
      label: "Status",
      options: STATUS_FILTERS,
      ...status,
      predicate: (c, v) => userStatus(c) === (v as UserStatus),
    },
  ];
}
