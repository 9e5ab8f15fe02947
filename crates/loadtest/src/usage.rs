//! Memory and CPU of the server (and of PostgreSQL) and of the machine, sampled from /proc.

use crate::ctx::Ctx;
use std::sync::atomic::Ordering;
use std::sync::Mutex;

/// Clock ticks per second, the unit of /proc's CPU times.
pub(crate) fn clock_ticks() -> f64 {
    // SAFETY: sysconf only reads a configuration value.
    let ticks = unsafe { libc::sysconf(libc::_SC_CLK_TCK) };
    if ticks > 0 {
        ticks as f64
    } else {
        100.0
    }
}

/// Busy and total clock ticks of the whole machine, all cores together (/proc/stat).
pub(crate) fn machine_ticks() -> (u64, u64) {
    let stat = std::fs::read_to_string("/proc/stat").unwrap_or_default();
    let fields: Vec<u64> = stat
        .lines()
        .next()
        .unwrap_or_default()
        .split_whitespace()
        .skip(1)
        .take(8)
        .filter_map(|x| x.parse().ok())
        .collect();
    let total: u64 = fields.iter().sum();
    let idle = fields.get(3).copied().unwrap_or(0) + fields.get(4).copied().unwrap_or(0);
    (total.saturating_sub(idle), total)
}

/// utime + stime of a process, in clock ticks.
pub(crate) fn cpu_ticks(pid: &str) -> Option<u64> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
    Some(fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?)
}

/// A `Vm…:` line of /proc/PID/status, in kB.
pub(crate) fn vm_kb(pid: &str, key: &str) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    status
        .lines()
        .find(|l| l.starts_with(key))?
        .split_whitespace()
        .nth(1)?
        .parse()
        .ok()
}

#[derive(Default)]
pub(crate) struct Usage {
    pub(crate) pid: String,
    pub(crate) last_ticks: u64,
    pub(crate) ticks: u64,
    pub(crate) peak_rss_kb: u64,
    pub(crate) last_rss_kb: u64,
    pub(crate) peak_fds: u64,
    pub(crate) samples: u64,
}

impl Usage {
    /// Samples `pid` ("self" for this process), adding CPU since the last sample.
    pub(crate) fn sample(&mut self, pid: &str, count_fds: bool) {
        let Some(ticks) = cpu_ticks(pid) else {
            return;
        };
        if pid == self.pid {
            self.ticks += ticks.saturating_sub(self.last_ticks);
        } else if !self.pid.is_empty() {
            // A restarted server: all of its time falls within the run.
            self.ticks += ticks;
        }
        self.pid = pid.to_string();
        self.last_ticks = ticks;
        self.samples += 1;
        if let Some(rss) = vm_kb(pid, "VmRSS:") {
            self.peak_rss_kb = self.peak_rss_kb.max(rss);
            self.last_rss_kb = rss;
        }
        if count_fds {
            if let Ok(dir) = std::fs::read_dir(format!("/proc/{pid}/fd")) {
                self.peak_fds = self.peak_fds.max(dir.count() as u64);
            }
        }
    }
}

/// utime + stime of a process and, with `children`, the cutime + cstime of its children that
/// have ended; its parent process id.
pub(crate) fn cpu_and_parent(pid: &str, children: bool) -> Option<(u64, i32)> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
    let field = |i: usize| fields.get(i).and_then(|f| f.parse::<u64>().ok());
    let mut ticks = field(11)? + field(12)?;
    if children {
        ticks += field(13)? + field(14)?;
    }
    Some((ticks, fields.get(1)?.parse().ok()?))
}

/// The proportional set size of a process (its share of shared pages), in kB.
pub(crate) fn pss_kb(pid: &str) -> Option<u64> {
    let rollup = std::fs::read_to_string(format!("/proc/{pid}/smaps_rollup")).ok()?;
    rollup
        .lines()
        .find(|l| l.starts_with("Pss:"))?
        .split_whitespace()
        .nth(1)?
        .parse()
        .ok()
}

/// A process and its children (PostgreSQL: the postmaster and its backends and helpers).
#[derive(Default)]
pub(crate) struct Tree {
    pub(crate) root: i32,
    /// CPU of the tree at the start of the run, and now: the root's own and its ended
    /// children's, plus that of the children alive now.
    pub(crate) base_ticks: u64,
    pub(crate) last_ticks: u64,
    pub(crate) processes: usize,
    pub(crate) last_rss_kb: u64,
    pub(crate) peak_rss_kb: u64,
    pub(crate) peak_pss_kb: u64,
}

impl Tree {
    pub(crate) fn sample(&mut self, memory: bool) {
        let Some((root_ticks, _)) = cpu_and_parent(&self.root.to_string(), true) else {
            return;
        };
        let mut ticks = root_ticks;
        let mut members = vec![self.root.to_string()];
        for entry in std::fs::read_dir("/proc").into_iter().flatten().flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            if !name.bytes().all(|b| b.is_ascii_digit()) {
                continue;
            }
            if let Some((t, parent)) = cpu_and_parent(&name, false) {
                if parent == self.root {
                    ticks += t;
                    members.push(name);
                }
            }
        }
        self.last_ticks = ticks;
        self.processes = members.len();
        if memory {
            let rss: u64 = members.iter().filter_map(|p| vm_kb(p, "VmRSS:")).sum();
            let pss: u64 = members.iter().filter_map(|p| pss_kb(p)).sum();
            self.last_rss_kb = rss;
            self.peak_rss_kb = self.peak_rss_kb.max(rss);
            self.peak_pss_kb = self.peak_pss_kb.max(pss);
        }
    }

    /// Starts counting from now.
    pub(crate) fn reset(&mut self) {
        self.base_ticks = self.last_ticks;
        self.peak_rss_kb = self.last_rss_kb;
        self.peak_pss_kb = 0;
    }
}

pub(crate) struct Sampler {
    /// One per --server-pid.
    pub(crate) servers: Vec<Mutex<Usage>>,
    /// The servers' RSS added up: the last and the highest.
    pub(crate) servers_rss_kb: Mutex<(u64, u64)>,
    pub(crate) db: Option<Mutex<Tree>>,
    pub(crate) me: Mutex<Usage>,
}

impl Sampler {
    pub(crate) fn new(ctx: &Ctx) -> Sampler {
        Sampler {
            servers: ctx
                .server_pids
                .iter()
                .map(|_| Mutex::new(Usage::default()))
                .collect(),
            servers_rss_kb: Mutex::new((0, 0)),
            db: ctx.opts.db_pid.map(|root| {
                Mutex::new(Tree {
                    root,
                    ..Tree::default()
                })
            }),
            me: Mutex::new(Usage::default()),
        }
    }

    pub(crate) fn sample(&self, ctx: &Ctx, count_fds: bool) {
        let mut rss = 0;
        for (pid, usage) in ctx.server_pids.iter().zip(&self.servers) {
            let pid = pid.load(Ordering::SeqCst);
            if pid > 0 {
                let mut usage = usage.lock().expect("usage lock");
                usage.sample(&pid.to_string(), count_fds);
                rss += usage.last_rss_kb;
            }
        }
        {
            let mut total = self.servers_rss_kb.lock().expect("usage lock");
            *total = (rss, total.1.max(rss));
        }
        if let Some(db) = &self.db {
            db.lock().expect("usage lock").sample(count_fds);
        }
        self.me.lock().expect("usage lock").sample("self", false);
    }

    /// Starts counting CPU and peaks from now (the measured run).
    pub(crate) fn reset(&self) {
        for server in &self.servers {
            let mut server = server.lock().expect("usage lock");
            server.ticks = 0;
            server.peak_rss_kb = 0;
            server.peak_fds = 0;
        }
        {
            let mut total = self.servers_rss_kb.lock().expect("usage lock");
            total.1 = total.0;
        }
        if let Some(db) = &self.db {
            db.lock().expect("usage lock").reset();
        }
        let mut me = self.me.lock().expect("usage lock");
        me.ticks = 0;
        me.peak_rss_kb = 0;
    }

    /// CPU ticks of the servers together and of the database since the reset.
    pub(crate) fn ticks(&self) -> (u64, u64) {
        let servers = self
            .servers
            .iter()
            .map(|s| s.lock().expect("usage lock").ticks)
            .sum();
        let db = self.db.as_ref().map_or(0, |db| {
            let db = db.lock().expect("usage lock");
            db.last_ticks.saturating_sub(db.base_ticks)
        });
        (servers, db)
    }
}
