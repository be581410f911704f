// Strings built at load time (`omnibus:${n}`, `cruiser-${i}`) are separate copies of the text the data's
// literals spell. V8 keys objects and finds Map entries fastest by one shared (internalized) copy: a built
// copy makes every `st.loc[tile]` read or write, and every location-index lookup, compare the text itself or
// look it up in V8's string table first (issue 15: most of a moveTile's cost). Using a string once as an
// object's key makes V8 internalize it; Object.keys hands that copy back.

/** The same text as one shared, internalized string (a location or tile id built at load time). */
export function intern<T extends string>(text: T): T {
  return Object.keys({ [text]: 0 })[0] as T;
}
