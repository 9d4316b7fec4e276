import {
  Backpack,
  Church,
  FileText,
  GraduationCap,
  HeartHandshake,
  History,
  Images,
  Landmark,
  LogIn,
  Newspaper,
  ScrollText,
  Table,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import type { IconName } from '~/site/navigation';

const icons: Record<IconName, LucideIcon> = {
  institution: Landmark,
  news: Newspaper,
  person: UserRound,
  history: History,
  photos: Images,
  primary: Backpack,
  secondary: GraduationCap,
  rules: ScrollText,
  table: Table,
  mission: Church,
  mural: HeartHandshake,
  login: LogIn,
  page: FileText,
};

/** A decorative rounded icon for a menu entry; its label carries the meaning. */
export function Icon({ name, size = 18 }: { name: IconName; size?: number }) {
  const Glyph = icons[name];
  return <Glyph size={size} strokeWidth={2} aria-hidden="true" focusable="false" />;
}
