import { formatProfileCount } from "@/lib/utils/format-count";

interface ProfileStatsProps {
  followers: number;
  following: number;
  score: number;
}

export function ProfileStats({ followers, following, score }: ProfileStatsProps) {
  const stats = [
    { label: "Followers", value: followers },
    { label: "Following", value: following },
    { label: "Score", value: score },
  ];
  return (
    <dl className="account-stats">
      {stats.map((stat) => (
        <div className="account-stats__item" key={stat.label}>
          <dt className="account-stats__label">{stat.label}</dt>
          {/* The exact number stays available on hover where the abbreviation hides it. */}
          <dd className="account-stats__value" title={stat.value.toLocaleString()}>
            {formatProfileCount(stat.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
