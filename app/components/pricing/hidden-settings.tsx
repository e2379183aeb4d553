import { type PricingState, pricingParams, settingValue } from "#app/lib/pricing/url-state.ts";

/** Settings the visible controls do not carry, as hidden fields, so submitting the form keeps them. */
export function HiddenSettings({ state }: { state: Partial<PricingState> }) {
  return (
    <>
      {(Object.entries(state) as [keyof PricingState, PricingState[keyof PricingState]][]).map(([key, value]) => (
        <input key={key} type="hidden" name={pricingParams[key]} value={settingValue(key, value)} />
      ))}
    </>
  );
}
