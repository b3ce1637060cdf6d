// The root of every page: login polling, theme, offline banner, toasters. The pages and the
// common layout render in the outlet.
import { Outlet } from '@tanstack/react-router';
import { CrashProbe } from '../components/feedback/crash-probe';
import { Toasters } from '../components/feedback/toaster';
import { useLoginPolling } from './auth/use-login-polling';
import { useSignedInNotice } from './auth/use-signed-in-notice';
import { OfflineBanner } from './offline/offline-banner';
import { useThemeClass } from './theme/use-theme-class';

export function AppRoot() {
  useLoginPolling();
  useSignedInNotice();
  useThemeClass();
  return (
    <>
      <CrashProbe where="root" />
      <OfflineBanner />
      <Outlet />
      <Toasters />
    </>
  );
}
