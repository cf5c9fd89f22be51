import type { UserProfile } from '@cq/shared';
import {
  BookOpen,
  ChartColumn,
  ChevronDown,
  ClipboardCheck,
  CreditCard,
  GraduationCap,
  LogOut,
  Newspaper,
  Settings,
  Shield,
  User,
} from 'lucide-react';
import { Avatar, DropdownMenu } from 'radix-ui';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { displayName, initials, roleLabel } from './userDisplay';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm outline-none select-none data-[highlighted]:bg-muted';

export function UserMenu({ user }: { user: UserProfile }) {
  const name = displayName(user);
  return (
    // Not modal: a modal menu hides the page with aria-hidden while its links stay focusable (axe:
    // aria-hidden-focus). The menu still closes on Escape, on an outside click and when an item is chosen.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="flex items-center gap-2 rounded-md px-2 py-1 hover:bg-muted"
        aria-label={`Account menu for ${name}`}
      >
        <Avatar.Root className="inline-flex size-9 items-center justify-center overflow-hidden rounded-full bg-primary text-sm font-semibold text-primary-foreground">
          {user.profileImageUrl && (
            <Avatar.Image src={user.profileImageUrl} alt="" className="size-full object-cover" />
          )}
          <Avatar.Fallback>{initials(user)}</Avatar.Fallback>
        </Avatar.Root>
        {/* Name and role in the bar only where the workspace links leave room; always in the menu itself. */}
        <span className="hidden flex-col items-start text-left leading-tight whitespace-nowrap 2xl:flex">
          <span className="text-sm font-medium">{name}</span>
          <span className="text-xs text-muted-foreground">{roleLabel(user.role)}</span>
        </span>
        <ChevronDown className="hidden size-4 text-muted-foreground sm:block" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-lg border border-border bg-background p-1 shadow-lg"
        >
          <DropdownMenu.Label className="px-2 py-2">
            <span className="block text-sm font-medium">{name}</span>
            <span className="block text-xs text-muted-foreground">{roleLabel(user.role)}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/profile">
              <User className="size-4" aria-hidden="true" /> Profile
            </Link>
          </DropdownMenu.Item>
          {/* Here rather than in the top links: one more link there overflows the bar at 1280 px. */}
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/analytics">
              <ChartColumn className="size-4" aria-hidden="true" /> Analytics
            </Link>
          </DropdownMenu.Item>
          {/* The digital products (issue 22): each page says what to buy when the caller has not. */}
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/library">
              <BookOpen className="size-4" aria-hidden="true" /> Library
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/learning">
              <GraduationCap className="size-4" aria-hidden="true" /> Learning Hub
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/briefings">
              <Newspaper className="size-4" aria-hidden="true" /> Briefings
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/mock-inspection">
              <ClipboardCheck className="size-4" aria-hidden="true" /> Mock inspection
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/settings">
              <Settings className="size-4" aria-hidden="true" /> Settings
            </Link>
          </DropdownMenu.Item>
          {user.subscriptionStatus === 'free' && (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to="/subscribe">
                <CreditCard className="size-4" aria-hidden="true" /> Upgrade Plan
                <Badge variant="warning" className="ml-auto">
                  Pro
                </Badge>
              </Link>
            </DropdownMenu.Item>
          )}
          {user.role === 'admin' && (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to="/admin">
                <Shield className="size-4" aria-hidden="true" /> Admin Panel
              </Link>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          {/* A plain navigation: the server ends the session and sends the browser to /sign-out. */}
          <DropdownMenu.Item asChild className={itemClass}>
            <a href="/api/logout">
              <LogOut className="size-4" aria-hidden="true" /> Log out
            </a>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
