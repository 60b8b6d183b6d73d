import FitTodayDomain

/// `team build --shard auto`: the shard a batch engine gives its task, read from the task's environment (the Domain
/// reads no environment; `docs/scale.md`).
public enum BatchEngineShard {
    /// In this order: a Slurm array (`SLURM_ARRAY_TASK_ID` − `SLURM_ARRAY_TASK_MIN`, of `SLURM_ARRAY_TASK_COUNT`), a
    /// Kubernetes Indexed Job (`JOB_COMPLETION_INDEX`, of `shards`), an AWS Batch array (`AWS_BATCH_JOB_ARRAY_INDEX`,
    /// of `shards`). Nil when none says, or the count is unknown.
    public static func shard(in environment: [String: String], shards: Int?) -> TeamShard? {
        func number(_ name: String) -> Int? { environment[name].flatMap { Int($0.trimmingCharacters(in: .whitespaces)) } }
        if let task = number("SLURM_ARRAY_TASK_ID") {
            guard let count = number("SLURM_ARRAY_TASK_COUNT") ?? shards else { return nil }
            return TeamShard(index: task - (number("SLURM_ARRAY_TASK_MIN") ?? 0), count: count)
        }
        if let index = number("JOB_COMPLETION_INDEX") {
            return shards.flatMap { TeamShard(index: index, count: $0) }
        }
        if let index = number("AWS_BATCH_JOB_ARRAY_INDEX") {
            return shards.flatMap { TeamShard(index: index, count: $0) }
        }
        return nil
    }
}
