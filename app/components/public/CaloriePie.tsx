// The only module that imports victory. know-yourself.tsx loads it with React.lazy once a report is shown,
// so no other page (and not this one before a calculation) downloads the chart code.
import { VictoryContainer, VictoryPie } from "victory";
import type { CalorieShare } from "#app/lib/calculator";

export function CaloriePie({ shares }: { shares: CalorieShare[] }) {
  const charted = shares.filter((share) => share.kcal > 0);
  const summary = shares.map((share) => `${share.label} ${share.kcal} kcal (${share.percent}%)`).join(", ");
  return (
    <VictoryPie
      data={charted.map((share) => ({ x: share.label, y: share.kcal }))}
      colorScale={charted.map((share) => share.color)}
      width={280}
      height={280}
      padding={8}
      innerRadius={62}
      padAngle={1.5}
      labels={() => null}
      animate={false}
      style={{ data: { stroke: "#ffffff", strokeWidth: 2 } }}
      containerComponent={
        <VictoryContainer
          responsive
          title="Calories from Protein, Fats and Carbs"
          desc={summary}
          className="calorie-pie"
        />
      }
    />
  );
}
