import { describe, expect, it } from "vitest";
import {
  canonicalPricingQuery,
  defaultPricingState,
  parsePricingState,
  samePricingState,
  serializePricingState,
} from "./url-state.ts";

const parse = (query: string) => parsePricingState(new URLSearchParams(query));

describe("pricing URL state", () => {
  it("has the spec's defaults and an empty query for them", () => {
    expect(parse("")).toEqual(defaultPricingState);
    expect(serializePricingState(defaultPricingState).toString()).toBe("");
  });

  it("preselects the CMMC tab for tab=cmmc-accelerator and accepts the plain tab names", () => {
    expect(parse("tab=cmmc-accelerator").tab).toBe("cmmc");
    expect(parse("tab=cmmc").tab).toBe("cmmc");
    expect(parse("tab=secops").tab).toBe("secops");
    expect(parse("tab=governance").tab).toBe("governance");
  });

  it("round-trips a configured state", () => {
    const state = {
      tab: "secops",
      governancePlan: 3,
      governanceBilling: "monthly",
      secopsPlan: "plus",
      secopsBilling: "monthly",
      users: 57,
      storage: 230,
      addOns: ["hours12", "hours24"],
    } as const;
    const query = serializePricingState({ ...state, addOns: [...state.addOns] }).toString();
    expect(query).toBe(
      "tab=secops&govPlan=3&govBilling=monthly&secopsPlan=plus&secopsBilling=monthly&users=57&storage=230&addons=hours12%2Chours24",
    );
    expect(parse(query)).toEqual(state);
  });

  it("falls back to defaults for bad values, without throwing", () => {
    expect(
      parse(
        "tab=admin&govPlan=9&govBilling=weekly&secopsPlan=gold&secopsBilling=x&users=abc&storage=&addons=free,hours99",
      ),
    ).toEqual(defaultPricingState);
  });

  it("reads names of Object's own members as unknown values, never as the member", () => {
    for (const name of ["constructor", "toString", "valueOf", "hasOwnProperty", "__proto__"]) {
      const query = Object.values({ tab: "tab", a: "govPlan", b: "govBilling", c: "secopsPlan", d: "secopsBilling" })
        .map((key) => `${key}=${name}`)
        .join("&");
      expect(parse(`${query}&users=${name}&storage=${name}&addons=${name}`)).toEqual(defaultPricingState);
    }
  });

  it("reads numbers as they are written: 1e3 is a thousand (then clamped), 57.4 is 57", () => {
    expect(parse("secopsPlan=plus&users=1e3")).toMatchObject({ users: 300 });
    expect(parse("secopsPlan=plus&users=57.4")).toMatchObject({ users: 57 });
    expect(parse("users=Infinity&storage=0x20")).toMatchObject({ users: 10, storage: 30 });
  });

  it("gives one canonical query per state: tracking and unknown parameters dropped, values clamped", () => {
    expect(canonicalPricingQuery(new URLSearchParams("utm_source=x&gclid=y&fbclid=z"))).toBe("");
    expect(canonicalPricingQuery(new URLSearchParams("users=5000&tab=secops&utm_campaign=q1"))).toBe(
      "tab=secops&users=100",
    );
    expect(canonicalPricingQuery(new URLSearchParams("tab=cmmc-accelerator"))).toBe("tab=cmmc");
    // A link that names the default tab still asks for a tab (its page lands on it); an unknown tab does not.
    expect(canonicalPricingQuery(new URLSearchParams("tab=governance&utm_source=x"))).toBe("tab=governance");
    expect(canonicalPricingQuery(new URLSearchParams("tab=toString"))).toBe("");
  });

  it("clamps users and storage to the chosen plan's slider range and step", () => {
    expect(parse("secopsPlan=core&users=5000&storage=999")).toMatchObject({ users: 100, storage: 500 });
    expect(parse("secopsPlan=plus&users=5000&storage=33")).toMatchObject({ users: 300, storage: 30 });
    expect(parse("secopsPlan=plus&users=1")).toMatchObject({ users: 20 });
    expect(parse("secopsPlan=core&users=-3&storage=-10")).toMatchObject({ users: 10, storage: 10 });
    expect(parse("secopsPlan=enterprise&users=50&storage=50")).toMatchObject({ users: 10, storage: 10 });
  });
});

describe("pricing form submissions", () => {
  it("reads what the page's GET form sends: the last value of a repeated setting, add-ons one per field", () => {
    expect(
      parse("tab=cmmc&govBilling=annual&govBilling=monthly&govBilling=annual&addons=hours12&addons=hours24"),
    ).toMatchObject({ tab: "cmmc", governanceBilling: "annual", addOns: ["hours12", "hours24"] });
    expect(parse("secopsBilling=annual&secopsBilling=monthly")).toMatchObject({ secopsBilling: "monthly" });
  });

  it("compares states by what they show", () => {
    expect(samePricingState(parse("tab=cmmc-accelerator"), parse("tab=cmmc"))).toBe(true);
    expect(samePricingState(parse("users=20"), parse("users=30"))).toBe(false);
  });
});
