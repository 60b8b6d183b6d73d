import Foundation

/// JEFIT exports as the app writes them (`<user>_<yyyymmdd>.csv`), made up in its shape: a dozen tables in one file,
/// each opened by a `### NAME ###` banner and closed by a line of `#`, tables FitToday ignores among them, empty
/// tables (a banner and no header; a header and no rows), quoted packed sets, cardio packs, blank lines and a line of
/// nothing but separators. The sessions' epoch seconds are local times in America/Sao_Paulo (UTC−3 all year since 2019).
enum JefitFixtures {
    static let timeZone = TimeZone(identifier: "America/Sao_Paulo")!

    /// The lines joined by `end`, with a final line end only when `finalNewline`.
    static func text(_ lines: [String], end: String = "\n", finalNewline: Bool = true) -> String {
        lines.joined(separator: end) + (finalNewline ? end : "")
    }

    /// The banner JEFIT opens a table with, and the line of `#` that closes one.
    static func banner(_ name: String) -> String { "### \(name) " + String(repeating: "#", count: max(4, 30 - name.count)) }
    static let closing = String(repeating: "#", count: 34)

    static let exerciseLogsHeader = "_id,mydate,eid,logs,belongplan,belongsys,ename,record,edit_time,mycomment,belongsession"
    static let sessionsHeader = "_id,routine_id,day_id,starttime,endtime,total_time,breaktime,recordbreak"
    static let setLogsHeader = "_id,exercise_log_id,set_index,weight_lbs,reps,set_type,rest_time,created_at"
    static let profileHeader = "_id,mydate,weight,fatpercent,height,chest,arms,waist,hips,thighs,calves,forearms,neck,shoulders"

    /// The tables FitToday does not read, as JEFIT writes them before the history.
    static let ignoredTables = [
        banner("MY EXERCISES"),
        "_id,ename,bodypart,equipment,recordtype,mynote",
        "1,\"Barbell Bench Press\",0,1,0,\"grip, wide\"",
        "2,\"Dumbbell Curl\",1,2,0,",
        closing,
        // A header and no rows.
        banner("ROUTINES"),
        "_id,name,day,description",
        closing,
        // A banner and no header.
        banner("NOTES"),
        closing,
    ]

    /// A newer export in pounds, with EXERCISE SET LOGS: sessions 101 and 102, a log without a session
    /// (`belongsession` 0) and one whose session is not in WORKOUT SESSIONS (999), both on 2024-11-07.
    ///
    /// - 5001 bench: `135.0x5,135.0x5,140x3`; the per-row sets agree (the first a warm-up).
    /// - 5002 squat: `185x5,185x5,185x5`; the per-row sets disagree (`185x5,185x5,190x4,135x8`) and win.
    /// - 5003 treadmill: `0x0,0x0,0x0,0x0,0x1200`, 20 minutes, and its per-row set says nothing more.
    /// - 5004 pull-ups `0x10,0x8,0x6` and 5005 curls `25.5x12,25.5x10` (per-row agreeing, listed out of order);
    ///   5006 elliptical `1.5x0x0x0x900`, 1.5 miles in 15 minutes.
    /// - 5007 plank `0x0,0x0,0x0,0x0,0x60` (belongsession 0) and 5008 push-ups `0x20,0x15` (session 999).
    ///
    /// 17 sets, 116 reps, 6021 lb × reps. PROFILE: 2024-11-01 twice (180.5 lb, 18.5 %, waist 34 in; then 181 lb),
    /// a row of zeros, 2024-11-05 (179 lb, waist 33.5 in).
    static func poundsExport(later: Bool = false) -> [String] {
        // The later export moves the starts by seconds and adds session 103.
        let shift = later ? (4, -3) : (0, 0)
        var sessions = [
            "101,1,1,\(1_730_716_200 + shift.0),\(1_730_719_800 + shift.0),3600,0,0",
            "102,1,2,\(1_730_927_110 + shift.1),\(1_730_930_410 + shift.1),3300,0,0",
        ]
        var logs = [
            "5001,2024-11-04,1,\"135.0x5,135.0x5,140x3\",1,0,\"Barbell Bench Press\",157.5,1730717000,,101",
            // A line of nothing but separators is no row either.
            ",,,,,,,,,,",
            "5002,2024-11-04,7,\"185x5,185x5,185x5\",1,0,\"Barbell Squat\",215.8,1730717900,\"last set, heavy\",101",
            "5003,2024-11-04,40,\"0x0,0x0,0x0,0x0,0x1200\",1,0,\"Treadmill Running\",0,1730719000,,101",
            "",
            "5004,2024-11-06,31,\"0x10,0x8,0x6\",1,0,\"Pull Up\",0,1730927500,,102",
            "5005,2024-11-06,2,\"25.5x12,25.5x10\",1,0,\"Dumbbell Curl\",35.7,1730928500,,102",
            "5006,2024-11-06,44,1.5x0x0x0x900,1,0,\"Elliptical Trainer\",0,1730929500,,102",
            "5007,2024-11-07,55,\"0x0,0x0,0x0,0x0,0x60\",0,0,\"Plank\",0,1731000000,,0",
            "5008,2024-11-07,60,\"0x20,0x15\",0,0,\"Push Up\",0,1731000500,,999",
        ]
        var setLogs = [
            "1,5001,0,135.0,5,warmup,90,1730717000",
            "2,5001,1,135.0,5,normal,90,1730717100",
            "3,5001,2,140.0,3,normal,90,1730717200",
            "4,5002,0,185.0,5,normal,120,1730717900",
            "5,5002,1,185.0,5,normal,120,1730718000",
            "6,5002,2,190.0,4,normal,120,1730718100",
            "7,5002,3,135.0,8,dropset,120,1730718200",
            "8,5003,0,0,0,normal,0,1730719000",
            "10,5005,1,25.5,10,normal,60,1730928600",
            "9,5005,0,25.5,12,normal,60,1730928500",
        ]
        if later {
            sessions.append("103,1,3,1731060000,1731062700,2700,0,0")
            logs.append("5009,2024-11-08,9,\"225x5,245x3\",1,0,\"Barbell Deadlift\",270.1,1731060500,,103")
            setLogs += ["11,5009,0,225.0,5,normal,180,1731060500", "12,5009,1,245.0,3,normal,180,1731060700"]
        }
        return ignoredTables + [
            banner("SETTING"),
            "_id,mass,length,distance,timer,autostart,bodyweight",
            "1, lbs, inches, miles,90,1,0",
            closing,
            banner("WORKOUT SESSIONS"),
            sessionsHeader,
        ] + sessions + [
            closing,
            banner("EXERCISE LOGS"),
            exerciseLogsHeader,
        ] + logs + [
            closing,
            banner("EXERCISE SET LOGS"),
            setLogsHeader,
        ] + setLogs + [
            closing,
            banner("PROFILE"),
            profileHeader,
            "1,2024-11-01,180.5,18.5,70,40,15,34,38,22,15,12,15,48",
            "2,2024-11-01,181.0,0,0,0,0,0,0,0,0,0,0,0",
            "3,2024-11-03,0,0,0,0,0,0,0,0,0,0,0,0",
            "4,2024-11-05,179.0,0,0,0,0,33.5,0,0,0,0,0,0",
            closing,
            banner("FRIENDS"),
        ]
    }

    /// An older export in kilograms (before EXERCISE SET LOGS existed), to be written with CRLF and no final line
    /// end: sessions 201 (bench `60x10,62.5x8,62.5x0`, a failed set; a 5.2 km run `5.2x0x0x0x1800`) and 202
    /// (row `40x12,40x12`), 42 reps and 2060 kg × reps. PROFILE: 80.4 kg, 21 %, waist 82 cm.
    static let kilogramExport = ignoredTables + [
        banner("SETTING"),
        "_id,mass,length,distance,timer,autostart,bodyweight",
        "1, kg, cm, km,90,1,0",
        closing,
        banner("WORKOUT SESSIONS"),
        sessionsHeader,
        "201,1,1,1552219200,1552223700,4500,0,0",
        "202,1,2,1552428900,1552431600,2700,0,0",
        closing,
        "",
        banner("EXERCISE LOGS"),
        exerciseLogsHeader,
        "301,2019-03-10,1,\"60x10,62.5x8,62.5x0\",1,0,\"Barbell Bench Press\",80,1552219500,,201",
        "302,2019-03-10,45,\"5.2x0x0x0x1800\",1,0,\"Running\",0,1552222000,,201",
        "303,2019-03-12,12,\"40x12,40x12\",1,0,\"Seated Cable Row\",56,1552429000,,202",
        closing,
        banner("PROFILE"),
        profileHeader,
        "1,2019-03-10,80.4,21,178,100,35,82,98,58,38,30,39,118",
        "2,2019-03-11,0,0,0,0,0,0,0,0,0,0,0,0",
        closing,
    ]
}
