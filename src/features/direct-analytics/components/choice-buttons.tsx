/** The analytics screen's joined choice buttons (the period, the range). */

/** Buttons of which one is chosen (aria-pressed), joined. */
export function ChoiceButtons<T extends string | number>({
  label,
  options,
  value,
  onChange,
  testId,
}: {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  testId?: string;
}) {
  return (
    <fieldset className="join" aria-label={label} data-testid={testId}>
      {options.map((o) => {
        const pressed = o.value === value;
        return (
          <button
            key={String(o.value)}
            type="button"
            className={`btn join-item btn-sm max-lg:min-h-11 ${pressed ? "btn-primary" : "btn-ghost border-base-300"}`}
            aria-pressed={pressed}
            onClick={() => onChange(o.value)}
          >
            {o.label}
          </button>
        );
      })}
    </fieldset>
  );
}
