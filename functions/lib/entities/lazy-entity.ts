/**
 * An entity built on first use. ElectroDB parses an entity's whole model when it is constructed:
 * measured here, the eight entities a user-administration function names cost about 30 ms of
 * import, a third of its cold start, while a first request touches two or three (a read needs
 * the registry, the user and the group; the history entities only come with a write). So each
 * entity is a stand-in that builds the real one the first time anything asks it for anything.
 */
export function lazyEntity<E extends object>(build: () => E): E {
  let real: E | undefined;
  const entity = () => (real ??= build());
  return new Proxy({} as E, {
    get: (_target, key) => Reflect.get(entity(), key),
    set: (_target, key, value) => Reflect.set(entity(), key, value),
    has: (_target, key) => Reflect.has(entity(), key),
    ownKeys: () => Reflect.ownKeys(entity()),
    // The stand-in's own target is empty: a descriptor it reports must be configurable.
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(entity(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(entity()),
  });
}
