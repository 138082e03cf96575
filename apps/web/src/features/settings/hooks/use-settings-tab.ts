import { SETTINGS_TABS, type SettingsTab } from '@portal/contract';
import { useSearchParams } from 'react-router';

const isTab = (value: string | null): value is SettingsTab => SETTINGS_TABS.some((tab) => tab === value);

/** The open tab, kept in the URL (`?tab=branding`) so it can be linked to and survives a reload. */
export function useSettingsTab(): [SettingsTab, (tab: SettingsTab) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('tab');
  const tab = isTab(value) ? value : 'general';
  // A tab's own parameters (?list=, ?mail=) belong to it: switching tabs drops them.
  return [tab, (next) => void setParams({ tab: next })];
}

/** A tab's own choice kept in the URL beside `tab` (the field options' list, the email's kind). */
export function useTabChoice<T extends string>(name: string, choices: readonly T[]): [T, (value: T) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(name);
  const value = choices.find((choice) => choice === raw) ?? (choices[0] as T);
  return [
    value,
    (next) =>
      void setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set(name, next);
          return updated;
        },
        { replace: true },
      ),
  ];
}
