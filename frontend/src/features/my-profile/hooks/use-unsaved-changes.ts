import { createContext, useCallback, useContext, useEffect, useId, useMemo, useState } from 'react';
import { useBlocker } from 'react-router';
import type { Blocker } from 'react-router';

type UnsavedChangesRegistry = { report: (sectionId: string, unsaved: boolean) => void };

/** The page's list of sections holding edits not saved yet; each section reports itself. */
export const UnsavedChangesContext = createContext<UnsavedChangesRegistry | undefined>(undefined);

/** Kept by the page: whether any of its sections has unsaved edits, and the registry they report to. */
export const useUnsavedChangesRegistry = () => {
  const [unsavedIds, setUnsavedIds] = useState<ReadonlySet<string>>(() => new Set());
  const report = useCallback((sectionId: string, unsaved: boolean) => {
    setUnsavedIds((current) => {
      if (current.has(sectionId) === unsaved) return current;
      const next = new Set(current);
      if (unsaved) next.add(sectionId);
      else next.delete(sectionId);
      return next;
    });
  }, []);
  const registry = useMemo(() => ({ report }), [report]);
  return { anyUnsaved: unsavedIds.size > 0, registry };
};

/** A section tells the page whether it holds unsaved edits, and forgets them when it goes. */
export const useReportUnsaved = (unsaved: boolean) => {
  const registry = useContext(UnsavedChangesContext);
  const sectionId = useId();
  useEffect(() => registry?.report(sectionId, unsaved), [registry, sectionId, unsaved]);
  useEffect(() => () => registry?.report(sectionId, false), [registry, sectionId]);
};

/**
 * While `unsaved`, leaving asks first: moves inside the app (another address, or the settings tab of the same
 * path) wait on the returned blocker; reloading or closing the tab gets the browser's own question.
 */
export const useLeaveGuard = (unsaved: boolean): Blocker => {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
  return blocker;
};
