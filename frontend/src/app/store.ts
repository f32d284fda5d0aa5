import { createAppStore } from '../lib/app-store.js';

export const store = createAppStore();
