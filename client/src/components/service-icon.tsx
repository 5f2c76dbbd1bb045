import { Cable, Network, RadioTower, Satellite, ShieldCheck, TrafficCone } from 'lucide-react';
import type { ServiceIcon as ServiceIconName } from '~/content/services';

const icons = {
  wireless: RadioTower,
  fiber: Cable,
  satellite: Satellite,
  security: ShieldCheck,
  traffic: TrafficCone,
  integration: Network,
} as const;

export function ServiceIcon({ name, className }: { name: ServiceIconName; className?: string }) {
  const Icon = icons[name];
  return <Icon className={className} aria-hidden="true" />;
}
