import {
  Activity,
  Award,
  CalendarCheck,
  Check,
  Clock,
  Euro,
  FaceSlightlySmiling,
  Heart,
  Hospital,
  Layers,
  Leaf,
  MapPin,
  Microscope,
  Phone,
  Plane,
  Scan,
  ShieldCheck,
  Sparkles,
  Stethoscope,
  Sun,
  Syringe,
  ThumbsUp,
  Users,
  Zap,
  type LucideIcon,
} from "lucide-react";
import type { IconName } from "~/content/types";

const icons: Record<IconName, LucideIcon> = {
  shield: ShieldCheck,
  clock: Clock,
  sparkles: Sparkles,
  smile: FaceSlightlySmiling,
  award: Award,
  heart: Heart,
  stethoscope: Stethoscope,
  calendar: CalendarCheck,
  check: Check,
  microscope: Microscope,
  zap: Zap,
  euro: Euro,
  plane: Plane,
  users: Users,
  syringe: Syringe,
  scan: Scan,
  layers: Layers,
  leaf: Leaf,
  sun: Sun,
  "thumbs-up": ThumbsUp,
  activity: Activity,
  hospital: Hospital,
  phone: Phone,
  "map-pin": MapPin,
};

/** A content icon by name, decorative (the text beside it says what it means). */
export function Icon({ name, className = "size-6" }: { name: IconName; className?: string }) {
  const Component = icons[name];
  return <Component aria-hidden="true" className={className} strokeWidth={1.75} />;
}
