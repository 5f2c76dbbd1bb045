import {
  Antenna,
  Cable,
  Cctv,
  Cloud,
  Lock,
  Network,
  RadioTower,
  Satellite,
  Server,
  ShieldCheck,
  TrafficCone,
  Wifi,
} from 'lucide-react';
import type { ServiceIconName } from '@shared/site-content/schema';

/** The fixed set a service's icon is picked from (SERVICE_ICONS): a missing one fails to build. */
export const serviceIcons = {
  wireless: RadioTower,
  fiber: Cable,
  satellite: Satellite,
  security: ShieldCheck,
  traffic: TrafficCone,
  integration: Network,
  antenna: Antenna,
  wifi: Wifi,
  camera: Cctv,
  server: Server,
  cloud: Cloud,
  lock: Lock,
} satisfies Record<ServiceIconName, unknown>;

export function ServiceIcon({ name, className }: { name: ServiceIconName; className?: string }) {
  const Icon = serviceIcons[name] ?? Network;
  return <Icon className={className} aria-hidden="true" />;
}
