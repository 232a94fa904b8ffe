import { type ComponentType, lazy } from 'react';

/** React.lazy for a module's named component: its code loads the first time the component renders. */
export const lazyNamed = <Props, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) => lazy(async () => ({ default: (await load())[name] }));
