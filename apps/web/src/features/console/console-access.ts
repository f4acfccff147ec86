import type { AccessFacts } from '../../lib/access-rules.ts';
import { onPlatformHost } from '../../lib/platform-host.ts';

/**
 * The console's guard (issue 35): platform administrators on the platform host. The server also requires that
 * the session passed two-factor, and answers 403 otherwise (the console then shows Access Denied).
 */
export const canOperate = ({ userType }: AccessFacts): boolean => userType === 'admin' && onPlatformHost();
