import { useId, useLayoutEffect, useRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';

/**
 * A form's fields without antd: native inputs drawn by app.css as antd's large
 * inputs are (the `lf-` rules), with antd's validation behaviour (rules checked
 * as the reader types or leaves a field, all of them on submit, the first
 * failing rule's message under the field). For the forms on a page's first
 * load: antd's Form, Input and Button cost /login two thirds of its server
 * render and most of its hydration (decision 0064).
 */

/** When a rule is checked besides on submit: as the value changes (antd's default) or when the field is left. */
export type RuleTrigger = 'change' | 'blur';

export type FieldRule = {
  message: string;
  /** Empty fails; with `whitespace`, only spaces fail too. */
  required?: boolean;
  whitespace?: boolean;
  pattern?: RegExp;
  on?: RuleTrigger | RuleTrigger[];
};

/** The message of the first rule the value breaks, checking the rules that apply to `trigger` (all of them on submit). */
export function fieldError(rules: readonly FieldRule[], value: string, trigger: RuleTrigger | 'submit'): string {
  for (const rule of rules) {
    const on = rule.on === undefined ? ['change'] : Array.isArray(rule.on) ? rule.on : [rule.on];
    if (trigger !== 'submit' && !on.includes(trigger)) continue;
    const empty = value === '' || (rule.whitespace === true && value.trim() === '');
    if (rule.required && empty) return rule.message;
    // A pattern says nothing of an empty field: `required` does (as in antd).
    if (rule.pattern && value !== '' && !rule.pattern.test(value)) return rule.message;
  }
  return '';
}

type Rules<Name extends string> = Record<Name, readonly FieldRule[]>;

/**
 * The values and messages of a form whose fields are all text. `input(name)`
 * gives a field's props; `validate()` checks every field and answers the
 * values, or null after showing what is wrong.
 */
export function useLightForm<Name extends string>(rules: Rules<Name>, initial?: Partial<Record<Name, string>>) {
  const names = Object.keys(rules) as Name[];
  const [values, setValues] = useState(() => Object.fromEntries(names.map((n) => [n, initial?.[n] ?? ''])) as Record<Name, string>);
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});
  // The latest values for validate(), which runs in the submit handler of the same render.
  const latest = useRef(values);
  latest.current = values;

  const check = (name: Name, value: string, trigger: RuleTrigger) => setErrors((e) => ({ ...e, [name]: fieldError(rules[name], value, trigger) }));
  const setValue = (name: Name, value: string) => {
    latest.current = { ...latest.current, [name]: value };
    setValues(latest.current);
  };

  return {
    values,
    errors,
    setValue,
    input: (name: Name) => ({
      name,
      value: values[name],
      error: errors[name] ?? '',
      onChange: (value: string) => {
        setValue(name, value);
        check(name, value, 'change');
      },
      onBlur: () => check(name, latest.current[name], 'blur'),
    }),
    validate(): Record<Name, string> | null {
      const found = Object.fromEntries(names.map((n) => [n, fieldError(rules[n], latest.current[n], 'submit')])) as Record<Name, string>;
      setErrors(found);
      return names.some((n) => found[n]) ? null : { ...latest.current };
    },
  };
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'onBlur' | 'prefix' | 'size'>;

export type LightInputProps = InputProps & {
  name: string;
  value: string;
  error: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** What the field is, for a screen reader (the placeholder shows it to the eye). */
  label: string;
  prefix?: ReactNode;
  suffix?: ReactNode;
  /** Rewrites what is typed before it is kept (antd's normalize): digits only, trimmed… */
  normalize?: (value: string) => string;
};

/** A text field with its message: a native input in an antd-like box. */
export function LightInput({ name, value, error, onChange, onBlur, label, prefix, suffix, normalize, className, ...input }: LightInputProps) {
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  // What was typed (or autofilled) before the page was interactive is in the field but not in the form's state:
  // hydration keeps the field's text, and the next render of the state would wipe it (decision 0066).
  useLayoutEffect(() => {
    const typed = ref.current?.value ?? '';
    if (typed !== value) onChange(normalize ? normalize(typed) : typed);
    // Once, at hydration: afterwards every change comes through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className={`lf-item${error ? ' lf-item--error' : ''}${className ? ` ${className}` : ''}`}>
      <span className="lf-box">
        {prefix}
        <input
          ref={ref}
          id={`${id}-${name}`}
          name={name}
          value={value}
          aria-label={label}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${name}-error` : undefined}
          onChange={(e) => onChange(normalize ? normalize(e.target.value) : e.target.value)}
          onBlur={onBlur}
          {...input}
        />
        {suffix}
      </span>
      {error && (
        <div className="lf-error" id={`${id}-${name}-error`} role="alert">
          {error}
        </div>
      )}
    </div>
  );
}

/** A password field with antd's eye button that shows and hides what was typed. */
export function LightPassword(props: Omit<LightInputProps, 'type' | 'suffix'>) {
  const [shown, setShown] = useState(false);
  return (
    <LightInput
      {...props}
      type={shown ? 'text' : 'password'}
      suffix={
        <button type="button" className="lf-eye" aria-label={shown ? '隐藏密码' : '显示密码'} aria-pressed={shown} onClick={() => setShown(!shown)}>
          <EyeIcon open={shown} />
        </button>
      }
    />
  );
}

/** antd's eye and eye-invisible outlines (@ant-design/icons-svg, MIT). */
function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="64 64 896 896" width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false">
      {open ? (
        <path d="M942.2 486.2C847.4 286.5 704.1 186 512 186c-192.2 0-335.4 100.5-430.2 300.3a60.3 60.3 0 000 51.5C176.6 737.5 319.9 838 512 838c192.2 0 335.4-100.5 430.2-300.3 7.7-16.2 7.7-35 0-51.5zM512 766c-161.3 0-279.4-81.8-362.7-254C232.6 339.8 350.7 258 512 258c161.3 0 279.4 81.8 362.7 254C791.5 684.2 673.4 766 512 766zm-4-430c-97.2 0-176 78.8-176 176s78.8 176 176 176 176-78.8 176-176-78.8-176-176-176zm0 288c-61.9 0-112-50.1-112-112s50.1-112 112-112 112 50.1 112 112-50.1 112-112 112z" />
      ) : (
        <>
          <path d="M942.2 486.2Q889.47 375.11 816.7 305l-50.88 50.88C807.31 395.53 843.45 447.4 874.7 512 791.5 684.2 673.4 766 512 766q-72.67 0-133.87-22.38L323 798.75Q408 838 512 838q288.3 0 430.2-300.3a60.29 60.29 0 000-51.5zm-63.57-320.64L836 122.88a8 8 0 00-11.32 0L715.31 232.2Q624.86 186 512 186q-288.3 0-430.2 300.3a60.3 60.3 0 000 51.5q56.69 119.4 136.5 191.41L112.48 835a8 8 0 000 11.31L155.17 889a8 8 0 0011.31 0l712.15-712.12a8 8 0 000-11.32zM149.3 512C232.6 339.8 350.7 258 512 258c54.54 0 104.13 9.36 149.12 28.39l-70.3 70.3a176 176 0 00-238.13 238.13l-83.42 83.42C223.1 637.49 183.3 582.28 149.3 512zm246.7 0a112.11 112.11 0 01146.2-106.69L401.31 546.2A112 112 0 01396 512z" />
          <path d="M508 624c-3.46 0-6.87-.16-10.25-.47l-52.82 52.82a176.09 176.09 0 00227.42-227.42l-52.82 52.82c.31 3.38.47 6.79.47 10.25a111.94 111.94 0 01-112 112z" />
        </>
      )}
    </svg>
  );
}

/** The form's primary button, full width; while `busy` it shows a spinner and takes no second click. */
export function LightSubmit({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className={`lf-submit${busy ? ' is-busy' : ''}`} aria-busy={busy || undefined} aria-disabled={busy || undefined}>
      {busy && <span className="lf-spinner" aria-hidden="true" />}
      <span>{children}</span>
    </button>
  );
}

/** A form's error from the server, drawn as antd's error Alert with its icon. */
export function FormAlert({ message, className }: { message: string; className?: string }) {
  if (!message) return null;
  return (
    <div role="alert" className={`lf-alert${className ? ` ${className}` : ''}`}>
      <svg className="lf-alert__icon" viewBox="64 64 896 896" width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false">
        <path d="M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm165.4 618.2l-66-.3L512 563.4l-99.3 118.4-66.1.3c-4.4 0-8-3.5-8-8 0-1.9.7-3.7 1.9-5.2l130.1-155L340.5 359a8.32 8.32 0 01-1.9-5.2c0-4.4 3.6-8 8-8l66.1.3L512 464.6l99.3-118.4 66-.3c4.4 0 8 3.5 8 8 0 1.9-.7 3.7-1.9 5.2L553.5 514l130 155c1.2 1.5 1.9 3.3 1.9 5.2 0 4.4-3.6 8-8 8z" />
      </svg>
      <div className="lf-alert__text">{message}</div>
    </div>
  );
}
