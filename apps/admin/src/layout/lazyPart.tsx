import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { Loading } from 'react-admin';

/**
 * A part of the back office whose code loads when it is first shown, not with the first page: the calendars
 * (react-big-calendar), the school's charts (@mui/x-charts) and the news editor (tiptap) are a third of the bundle,
 * and most sign-ins never open them. `load` answers the component (a named export).
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = <Loading />): ComponentType<P> {
  const Part = lazy(async () => ({ default: (await load()) as ComponentType<object> }));
  const LazyPart = (props: P) => (
    <Suspense fallback={fallback}>
      <Part {...props} />
    </Suspense>
  );
  return LazyPart;
}
