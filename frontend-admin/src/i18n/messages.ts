import type { en } from './en';

type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };

/** The shape every language file must have: react-admin's English keys plus our own (`resources`, `app`). */
export type AppMessages = Messages<typeof en>;
