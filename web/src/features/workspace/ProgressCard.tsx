import type { UserProfile } from '@cq/shared/schemas/user';
import { Flame, Medal } from 'lucide-react';
import { levelProgress, levelProgressText } from '@cq/shared/progress/xp';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';

const number = new Intl.NumberFormat('en-US');

/** XP, level, progress to the next level ('N XP to Level L+1' or 'Max level reached', spec §9) and the streak. */
export function ProgressCard({ user }: { user: Pick<UserProfile, 'xpPoints' | 'level' | 'streak'> }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Your Progress</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="flex items-center justify-between gap-2">
          <span className="inline-flex items-center gap-1.5 text-sm font-semibold">
            <Medal className="size-4 text-star" aria-hidden="true" />
            Level {user.level}
          </span>
          <span className="text-sm text-muted-foreground">{number.format(user.xpPoints)} XP</span>
        </div>
        <ProgressBar value={levelProgress(user.xpPoints, user.level)} label="Progress to the next level" />
        <p className="text-sm text-muted-foreground">{levelProgressText(user.xpPoints, user.level)}</p>
        <p className="inline-flex items-center gap-1.5 text-sm">
          <Flame className="size-4 text-[#c2410c]" aria-hidden="true" />
          {user.streak === 0 ? 'No streak yet' : user.streak === 1 ? '1 day streak' : `${user.streak} day streak`}
        </p>
      </CardContent>
    </Card>
  );
}
