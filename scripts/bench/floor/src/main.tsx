// The floor app of the benchmark: the libraries the portal is built on and
// nothing else (React, Chakra provider with Button/Drawer/Input, TanStack Router
// with 3 lazy routes, React Query, axios, howler, 10 lucide icons). The portal's
// budgets are ratios to this app, measured in the same run.
import { Button, ChakraProvider, defaultSystem, Drawer, Input, Portal } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import {
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Link,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import axios from 'axios';
import { Howl } from 'howler';
import { AudioLines, Disc3, Heart, House, ListMusic, Music, Search, Settings, User, Volume2 } from 'lucide-react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const http = axios.create({ baseURL: window.location.origin });
const queryClient = new QueryClient();
// Created, not played: the floor pays for howler's code like an eager player would.
export const sound = new Howl({ src: ['data:audio/wav;base64,'], preload: false });

function Status() {
  const { data } = useQuery({ queryKey: ['ping'], queryFn: () => http.get('/index.html').then(() => 'ok') });
  return <span>{data ?? '…'}</span>;
}

function Root() {
  return (
    <div>
      <nav style={{ display: 'flex', gap: 8 }}>
        <House aria-hidden /> <ListMusic aria-hidden /> <Music aria-hidden /> <AudioLines aria-hidden />
        <User aria-hidden /> <Settings aria-hidden /> <Search aria-hidden /> <Heart aria-hidden />
        <Disc3 aria-hidden /> <Volume2 aria-hidden />
        <Link to="/">Start</Link> <Link to="/a">A</Link> <Link to="/b">B</Link>
      </nav>
      <h1>Your Taste. Your Music.</h1>
      <Input aria-label="Suche" placeholder="Was möchtest du hören?" />
      <Drawer.Root>
        <Drawer.Trigger asChild>
          <Button>Menü</Button>
        </Drawer.Trigger>
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content>
              <Drawer.Body>Menü</Drawer.Body>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
      <Status />
      <Outlet />
    </div>
  );
}

const rootRoute = createRootRoute({ component: Root });
const routes = ['/', '/a', '/b'].map((path, i) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    component: lazyRouteComponent(() => import(`./page-${i}.tsx`)),
  }),
);
const router = createRouter({ routeTree: rootRoute.addChildren(routes) });

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <ChakraProvider value={defaultSystem}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ChakraProvider>
  </StrictMode>,
);
