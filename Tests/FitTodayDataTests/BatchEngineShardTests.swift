import FitTodayData
import FitTodayDomain
import Testing

/// `team build --shard auto` reads the batch engine's task from the environment, in the Data layer (issue 50: the
/// Domain reads no environment).
@Suite struct BatchEngineShardTests {
    @Test func autoReadsSlurmKubernetesAndAWSBatch() {
        #expect(BatchEngineShard.shard(in: ["SLURM_ARRAY_TASK_ID": "7", "SLURM_ARRAY_TASK_MIN": "5", "SLURM_ARRAY_TASK_COUNT": "4"], shards: nil) == TeamShard(index: 2, count: 4))
        #expect(BatchEngineShard.shard(in: ["SLURM_ARRAY_TASK_ID": "2", "SLURM_ARRAY_TASK_COUNT": "3"], shards: nil) == TeamShard(index: 2, count: 3))
        #expect(BatchEngineShard.shard(in: ["SLURM_ARRAY_TASK_ID": "2"], shards: nil) == nil, "no count: unknown")
        #expect(BatchEngineShard.shard(in: ["JOB_COMPLETION_INDEX": "3"], shards: 4) == TeamShard(index: 3, count: 4))
        #expect(BatchEngineShard.shard(in: ["JOB_COMPLETION_INDEX": "3"], shards: nil) == nil)
        #expect(BatchEngineShard.shard(in: ["AWS_BATCH_JOB_ARRAY_INDEX": "0"], shards: 2) == TeamShard(index: 0, count: 2))
        #expect(BatchEngineShard.shard(in: [:], shards: 2) == nil)
        #expect(BatchEngineShard.shard(in: ["JOB_COMPLETION_INDEX": "4"], shards: 4) == nil)
    }
}
