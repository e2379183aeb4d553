/** The middle one of a run's figures (the upper middle one of an even count): the measurements' usual summary. */
export const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
