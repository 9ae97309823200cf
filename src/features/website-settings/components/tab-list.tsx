/**
 * The Website Settings tabs (General, Features, Design, Contact) as an ARIA tab list: one tab
 * in the Tab order, the arrow keys, Home and End move between them.
 */
import { type LucideIcon, Mail, Palette, Settings2, ToggleRight } from "lucide-react";
import { type KeyboardEvent, useRef } from "react";
import type { TabId } from "../settings.ts";

export type { TabId };

const TABS: readonly { id: TabId; label: string; icon: LucideIcon }[] = [
  { id: "general", label: "General", icon: Settings2 },
  { id: "features", label: "Features", icon: ToggleRight },
  { id: "design", label: "Design", icon: Palette },
  { id: "contact", label: "Contact", icon: Mail },
];

export function TabList({
  formId,
  tab,
  onSelect,
}: {
  formId: string;
  tab: TabId;
  onSelect: (tab: TabId) => void;
}) {
  const tabRefs = useRef<Record<TabId, HTMLButtonElement | null>>({
    general: null,
    features: null,
    design: null,
    contact: null,
  });

  function onTabKey(e: KeyboardEvent<HTMLButtonElement>) {
    const i = TABS.findIndex((t) => t.id === tab);
    const to =
      e.key === "ArrowRight"
        ? (i + 1) % TABS.length
        : e.key === "ArrowLeft"
          ? (i - 1 + TABS.length) % TABS.length
          : e.key === "Home"
            ? 0
            : e.key === "End"
              ? TABS.length - 1
              : -1;
    if (to < 0) return;
    e.preventDefault();
    const next = TABS[to]!.id;
    onSelect(next);
    tabRefs.current[next]?.focus();
  }

  return (
    <div role="tablist" aria-label="Settings sections" className="tabs tabs-box flex-nowrap overflow-x-auto">
      {TABS.map((t) => {
        const Icon = t.icon;
        const selected = tab === t.id;
        return (
          <button
            key={t.id}
            ref={(el) => {
              tabRefs.current[t.id] = el;
            }}
            type="button"
            role="tab"
            id={`${formId}-tab-${t.id}`}
            aria-selected={selected}
            aria-controls={`${formId}-panel-${t.id}`}
            tabIndex={selected ? 0 : -1}
            className={`tab gap-1.5 whitespace-nowrap max-lg:h-11 ${selected ? "tab-active" : "text-base-content/80"}`}
            onClick={() => onSelect(t.id)}
            onKeyDown={onTabKey}
          >
            <Icon className="size-4 max-sm:hidden" aria-hidden="true" />
            {t.label}
          </button>
        );
      })}
    </div>
  );
}
