import { createContext } from 'react';

/**
 * The CSP nonce of the response being rendered (entry.server.tsx provides it; a slot the server replaces per
 * response), for a script a component adds itself. Undefined in the browser: a script rendered on the server is
 * not inserted again.
 */
export const NonceContext = createContext<string | undefined>(undefined);
