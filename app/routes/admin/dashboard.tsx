export default function Dashboard() {
  return <h1 className="text-3xl font-semibold">Dashboard</h1>;
}
