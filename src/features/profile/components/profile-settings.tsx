/**
 * Profile Settings (/customer/profile and /admin/profile): who is signed in, the profile form and
 * the change-password form — side by side on desktop, stacked on phones — then notifications and
 * the signed-in devices.
 */
import { CalendarDays, ShieldCheck, UserRound } from "lucide-react";
import { serverOrigin } from "../../../api/fetch.ts";
import { type SessionUser, useSession } from "../../../api/session.ts";
import { formatDate } from "../../../domain/format.ts";
import { profileImageUrl } from "../../../ui/layout/user-menu.tsx";
import { Page } from "../../../ui/page.tsx";
import { ChangePasswordForm } from "./change-password-form.tsx";
import { NotificationSettings } from "./notification-settings.tsx";
import { ProfileForm } from "./profile-form.tsx";
import { SessionsCard } from "./sessions-card.tsx";

export function ProfileSummary({ user }: { user: SessionUser }) {
  const picture = profileImageUrl(user.profileImage, serverOrigin());
  const since = formatDate(user.createdAt);
  const isAdmin = user.role === "admin";
  return (
    <section
      aria-label="Account"
      className="card border border-base-300 bg-base-100"
      data-testid="profile-summary"
    >
      <div className="card-body flex-row flex-wrap items-center gap-4 p-5">
        {picture ? (
          <img src={picture} alt="" className="size-14 shrink-0 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="grid size-14 shrink-0 place-items-center rounded-full bg-primary text-xl font-semibold text-primary-content"
          >
            {(user.name.trim()[0] ?? "?").toUpperCase()}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <p className="truncate text-lg font-semibold">{user.name}</p>
          <p className="truncate text-sm text-base-content/70">{user.email}</p>
        </div>
        <div className="flex w-full flex-wrap items-center gap-2 text-sm sm:w-auto">
          <span
            className={`badge gap-1 ${isAdmin ? "badge-secondary" : "badge-primary"} badge-soft text-base-content`}
          >
            {isAdmin ? (
              <ShieldCheck className="size-3.5" aria-hidden="true" />
            ) : (
              <UserRound className="size-3.5" aria-hidden="true" />
            )}
            <span className="capitalize">{user.role}</span>
          </span>
          {since && (
            <span className="inline-flex items-center gap-1 text-base-content/70">
              <CalendarDays className="size-4" aria-hidden="true" />
              Member since {since}
            </span>
          )}
        </div>
      </div>
    </section>
  );
}

export function ProfileSettings() {
  const { user } = useSession();
  return (
    <Page title="Profile Settings" subtitle="Keep your contact details and password up to date.">
      {user && (
        <>
          <ProfileSummary user={user} />
          <div className="grid items-start gap-6 lg:grid-cols-[3fr_2fr]">
            <ProfileForm key={user._id} user={user} />
            <ChangePasswordForm email={user.email} />
          </div>
          <NotificationSettings />
          <SessionsCard />
        </>
      )}
    </Page>
  );
}
