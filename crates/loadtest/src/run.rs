//! A run: set up, play, stop, read back, report.

use crate::by_days::open_days_rooms;
use crate::ctx::{split_urls, Ctx, Phase, Target};
use crate::flush_probe::FlushProbe;
use crate::idle::{hold, open_idle, still_open};
use crate::room::Samples;
use crate::spawn::{wait_listening, Spawned};
use crate::tools::{latency_line, loopback, micros, ms, percentile, Rng};
use crate::usage::{clock_ticks, machine_ticks, vm_kb, Sampler, Usage};
use crate::verify::{verify, Verdict};
use crate::windows::{lags, outside, windows, windows_line, WINDOW};
use crate::worker::{worker, STOP_WAIT};
use crate::Options;
use futures_util::StreamExt;
use std::collections::BTreeMap;
use std::net::SocketAddr;
use std::process::ExitCode;
use std::sync::atomic::{AtomicI32, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::{watch, Semaphore};
use tokio::time::{sleep, sleep_until, Instant};

/// Runs the load test.
pub async fn run(options: Options) -> ExitCode {
    match run_inner(options).await {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(e) => {
            eprintln!("tahta-loadtest: {e}");
            ExitCode::from(2)
        }
    }
}

pub(crate) async fn run_inner(opts: Options) -> Result<bool, String> {
    // One descriptor per socket: the soft limit is often 1024 while the hard one is far higher.
    let files = rlimit::increase_nofile_limit(u64::MAX)
        .map_err(|e| format!("cannot raise the open-files limit: {e}"))?;
    let mut targets = Vec::new();
    for (host, port) in split_urls(&opts.url)? {
        let addr = tokio::net::lookup_host((host.as_str(), port))
            .await
            .map_err(|e| format!("--url {host}:{port}: {e}"))?
            .find(SocketAddr::is_ipv4)
            .ok_or_else(|| format!("--url {host}:{port}: no IPv4 address"))?;
        if !addr.ip().is_loopback() {
            return Err(
                "the load generator spreads its sockets over loopback source addresses: \
                 the server must listen on 127.0.0.1"
                    .into(),
            );
        }
        targets.push(Target {
            addr,
            base: format!("http://{addr}"),
            ws_base: format!("ws://{addr}"),
        });
    }
    if opts.spawn_server.is_some() && targets.len() != 1 {
        return Err("kill mode (--spawn-server) takes one --url".into());
    }
    let server = targets[0].addr;
    let several = targets.len() > 1;
    let mut http = Vec::new();
    for i in 0..opts.http_addresses.max(1) {
        let client = reqwest::Client::builder()
            .local_address(loopback(2, i))
            .timeout(Duration::from_secs(15))
            .pool_max_idle_per_host(4)
            .tcp_nodelay(true)
            .build()
            .map_err(|e| format!("http client: {e}"))?;
        http.push(client);
    }
    let (phase_tx, phase) = watch::channel(Phase::Setup);
    let rooms = opts.rooms.max(1);
    let interval = Duration::from_secs_f64(rooms as f64 / opts.rate.max(0.001));
    let ctx = Arc::new(Ctx {
        targets,
        http,
        http_next: AtomicUsize::new(0),
        ws_next: AtomicUsize::new(0),
        connect_gate: Semaphore::new(256),
        setup_gate: Semaphore::new(opts.setup_concurrency.max(1)),
        phase,
        interval,
        kill_mode: opts.spawn_server.is_some(),
        origin: Instant::now(),
        quiet_until: AtomicU64::new(0),
        kill_times: Mutex::new(Vec::new()),
        epoch: AtomicUsize::new(0),
        server_pids: if opts.spawn_server.is_some() {
            vec![AtomicI32::new(0)]
        } else {
            opts.server_pid.iter().map(|&p| AtomicI32::new(p)).collect()
        },
        ready: AtomicUsize::new(0),
        settled: AtomicUsize::new(0),
        errors: Mutex::new(BTreeMap::new()),
        error_total: AtomicU64::new(0),
        printed: AtomicU64::new(0),
        moves_acked: AtomicU64::new(0),
        actions_acked: AtomicU64::new(0),
        disconnects: AtomicU64::new(0),
        reconnects: AtomicU64::new(0),
        retries: AtomicU64::new(0),
        resent: AtomicU64::new(0),
        rooms_created: AtomicU64::new(0),
        repeated_evs: AtomicU64::new(0),
        window: Mutex::new(Vec::new()),
        opts: opts.clone(),
    });

    // Kill mode: our own server.
    let mut spawned = match &opts.spawn_server {
        Some(binary) => {
            let mut s = Spawned {
                binary: binary.clone(),
                data: opts.data.clone().ok_or("--spawn-server needs --data")?,
                port: server.port(),
                child: None,
            };
            let pid = s.start()?;
            ctx.server_pids[0].store(pid, Ordering::SeqCst);
            if !wait_listening(server, Duration::from_secs(30)).await {
                s.stop(libc::SIGKILL).await;
                return Err("the spawned server does not listen".into());
            }
            Some(s)
        }
        None => None,
    };

    let mix = format!(
        "{rooms} rooms ({:.0}% three-player, {:.0}% clocked), {} spectators, {} idle sockets, \
         {} moves/s for {} s{}",
        opts.three_player_share * 100.0,
        opts.clocked_share * 100.0,
        opts.spectators,
        opts.idle,
        opts.rate,
        opts.duration,
        if opts.kills > 0 {
            format!(", {} SIGKILLs", opts.kills)
        } else {
            String::new()
        }
    );
    let urls: Vec<&str> = ctx.targets.iter().map(|t| t.base.as_str()).collect();
    eprintln!(
        "loadtest: {mix} against {} (open files limit {files})",
        urls.join(", ")
    );

    let sampler = Arc::new(Sampler::new(&ctx));

    // Idle sockets first, held through the whole run.
    let setup_started = Instant::now();
    let idle = if opts.idle > 0 {
        let idle = open_idle(&ctx, opts.idle).await;
        eprintln!(
            "loadtest: {} idle sockets open in {:.1} s",
            idle.len(),
            setup_started.elapsed().as_secs_f64()
        );
        idle
    } else {
        Vec::new()
    };
    if opts.days_rooms > 0 {
        let started = Instant::now();
        let ready = open_days_rooms(&ctx, opts.days_rooms).await?;
        eprintln!(
            "loadtest: {ready} rooms by days with subscriptions set up in {:.1} s",
            started.elapsed().as_secs_f64()
        );
    }
    let (idle_stop, idle_stopping) = tokio::sync::watch::channel(false);
    let idle = tokio::spawn(hold(idle, idle_stopping));

    // The rooms.
    let mut rng = Rng(opts.seed);
    let mut spectators = vec![0usize; rooms];
    for _ in 0..opts.spectators {
        spectators[rng.below(rooms)] += 1;
    }
    let workers: Vec<_> = spectators
        .iter()
        .enumerate()
        .map(|(slot, &specs)| tokio::spawn(worker(ctx.clone(), slot, specs, rng.next_u64())))
        .collect();
    let setup_deadline = Instant::now() + Duration::from_secs(600);
    let mut last_print = Instant::now();
    while ctx.ready.load(Ordering::SeqCst) < rooms && Instant::now() < setup_deadline {
        sleep(Duration::from_millis(100)).await;
        if last_print.elapsed() >= Duration::from_secs(5) {
            last_print = Instant::now();
            eprintln!(
                "loadtest: setting up: {}/{rooms} rooms ready",
                ctx.ready.load(Ordering::SeqCst)
            );
        }
    }
    let setup_s = setup_started.elapsed().as_secs_f64();
    eprintln!(
        "loadtest: {} rooms ready in {setup_s:.1} s; playing for {} s",
        ctx.ready.load(Ordering::SeqCst),
        opts.duration
    );

    // The measured run (the probe's file is made first: that takes a moment).
    let flush_probe = match &opts.flush_probe {
        Some(dir) => Some(
            FlushProbe::start(dir, ctx.origin)
                .map_err(|e| format!("the flush probe in {}: {e}", dir.display()))?,
        ),
        None => None,
    };
    let start = Instant::now();
    let duration = Duration::from_secs(opts.duration);
    sampler.sample(&ctx, true);
    sampler.reset();
    let _ = phase_tx.send(Phase::Run(start));
    let sampling = {
        let (ctx, sampler) = (ctx.clone(), sampler.clone());
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(Duration::from_millis(500));
            let mut k = 0u64;
            while ctx.running() {
                tick.tick().await;
                k += 1;
                sampler.sample(&ctx, k.is_multiple_of(4));
            }
        })
    };
    let mut restarts: Vec<u32> = Vec::new();
    let mut next_print = start + Duration::from_secs(10);
    let mut last_acked = 0u64;
    let mut kills_done = 0u32;
    let end = start + duration;
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    let machine_start = machine_ticks();
    let mut last_machine = machine_start;
    let mut last_ticks = (0u64, 0u64);
    loop {
        let next_kill = (spawned.is_some() && kills_done < opts.kills).then(|| {
            start + duration.mul_f64(f64::from(kills_done + 1) / f64::from(opts.kills + 1))
        });
        let wake = next_print.min(end).min(next_kill.unwrap_or(end));
        sleep_until(wake).await;
        let now = Instant::now();
        if now >= end {
            break;
        }
        if next_kill.is_some_and(|k| now >= k) {
            let server_proc = spawned.as_mut().expect("kill mode");
            sampler.sample(&ctx, false);
            let killed = Instant::now();
            ctx.quiet_until.store(u64::MAX, Ordering::SeqCst);
            ctx.kill_times.lock().expect("kills lock").push(killed);
            ctx.epoch.fetch_add(1, Ordering::SeqCst);
            server_proc.stop(libc::SIGKILL).await;
            let pid = server_proc.start()?;
            ctx.server_pids[0].store(pid, Ordering::SeqCst);
            if !wait_listening(server, Duration::from_secs(60)).await {
                return Err("the restarted server does not listen".into());
            }
            let back = killed.elapsed();
            restarts.push(micros(back));
            let quiet = ctx.origin.elapsed() + Duration::from_secs(5);
            ctx.quiet_until
                .store(quiet.as_millis() as u64, Ordering::SeqCst);
            kills_done += 1;
            eprintln!(
                "loadtest: kill {kills_done}: SIGKILL, restarted and listening in {}",
                ms(micros(back))
            );
        }
        if now >= next_print {
            next_print += Duration::from_secs(10);
            let acked = ctx.moves_acked.load(Ordering::Relaxed);
            let rss = sampler.servers_rss_kb.lock().expect("usage lock").0;
            let ticks = sampler.ticks();
            let machine = machine_ticks();
            let mut window = std::mem::take(&mut *ctx.window.lock().expect("window lock"));
            window.sort_unstable();
            let hz = clock_ticks() * 10.0 / 100.0;
            let db = if sampler.db.is_some() {
                format!(
                    ", PostgreSQL CPU {:.0}%",
                    ticks.1.saturating_sub(last_ticks.1) as f64 / hz
                )
            } else {
                String::new()
            };
            eprintln!(
                "loadtest: {:>4.0} s: {:.0} moves/s, ack p50 {} p99 {}, {} errors, {} \
                 reconnects, server RSS {} MB, server CPU {:.0}%{db}, machine busy {:.0}% of \
                 {cores} cores",
                start.elapsed().as_secs_f64(),
                (acked - last_acked) as f64 / 10.0,
                ms(percentile(&window, 0.5)),
                ms(percentile(&window, 0.99)),
                ctx.error_total.load(Ordering::Relaxed),
                ctx.reconnects.load(Ordering::Relaxed),
                rss / 1024,
                ticks.0.saturating_sub(last_ticks.0) as f64 / hz,
                (machine.0 - last_machine.0) as f64 * 100.0
                    / (machine.1 - last_machine.1).max(1) as f64,
            );
            last_acked = acked;
            last_ticks = ticks;
            last_machine = machine;
        }
    }
    let elapsed = start.elapsed().as_secs_f64();
    let moves = ctx.moves_acked.load(Ordering::Relaxed);
    sampler.sample(&ctx, true);
    let machine_end = machine_ticks();
    let server_hwm_kb: Vec<Option<u64>> = ctx
        .server_pids
        .iter()
        .map(|pid| {
            let pid = pid.load(Ordering::SeqCst);
            (pid > 0)
                .then(|| vm_kb(&pid.to_string(), "VmHWM:"))
                .flatten()
        })
        .collect();
    let _ = phase_tx.send(Phase::Stop);
    // The sockets close once every room has its last answer (a worker gives up waiting after
    // STOP_WAIT, so this ends), not room by room: see `Phase::Close`.
    let settle_deadline = Instant::now() + STOP_WAIT + Duration::from_secs(1);
    while ctx.settled.load(Ordering::SeqCst) < rooms && Instant::now() < settle_deadline {
        sleep(Duration::from_millis(20)).await;
    }
    let flushes = flush_probe.map(FlushProbe::finish);
    let _ = phase_tx.send(Phase::Close);
    let _ = sampling.await;

    // Idle sockets still there?
    let _ = idle_stop.send(true);
    let mut idle = idle.await.unwrap_or_default();
    let mut idle_held = 0usize;
    for ws in &mut idle {
        if still_open(ws) {
            idle_held += 1;
        }
    }
    if idle_held < opts.idle && spawned.is_none() {
        let lost = opts.idle - idle_held;
        ctx.error("idle_not_held", || {
            format!("{lost} idle sockets were closed")
        });
    }

    // Wait for the rooms to finish their last actions.
    let mut samples = Samples::default();
    let mut records = Vec::new();
    let mut games = 0;
    for w in workers {
        match w.await {
            Ok(out) => {
                samples.ack.extend(out.samples.ack);
                samples.opp.extend(out.samples.opp);
                samples.opp_local.extend(out.samples.opp_local);
                samples.spec.extend(out.samples.spec);
                samples.resume.extend(out.samples.resume);
                records.extend(out.records);
                games += out.games_finished;
            }
            Err(e) => ctx.error("worker_panicked", || e.to_string()),
        }
    }
    drop(idle);

    // Read every room back from the server.
    eprintln!(
        "loadtest: verifying {} rooms against the server",
        records.len()
    );
    let instances = ctx.targets.len();
    let verdicts: Vec<Verdict> = futures_util::stream::iter(records.into_iter().enumerate())
        .map(|(i, r)| verify(ctx.clone(), i % instances, r))
        .buffer_unordered(64)
        .collect()
        .await;
    let mut verdict = Verdict::default();
    for v in verdicts {
        verdict.rooms += v.rooms;
        verdict.moves += v.moves;
        verdict.lost += v.lost;
        verdict.duplicated += v.duplicated;
        verdict.failed += v.failed;
    }

    if let Some(s) = &mut spawned {
        s.stop(libc::SIGTERM).await;
    }

    // The report.
    let errors = ctx.error_total.load(Ordering::Relaxed);
    let by_code: Vec<String> = ctx
        .errors
        .lock()
        .expect("errors lock")
        .iter()
        .map(|(code, n)| format!("{code} {n}"))
        .collect();
    let me = sampler.me.lock().expect("usage lock");
    let ticks = clock_ticks();
    let cpu = |u: &Usage| u.ticks as f64 / ticks / elapsed * 100.0;
    let pass = errors == 0 && verdict.lost == 0 && verdict.duplicated == 0;
    println!("tahta-server load test: {mix}");
    if several {
        println!(
            "instances: {} (socket i of room slot r on instance (r + i) mod {}: the seats of a \
             room are spread over the instances)",
            urls.join(", "),
            urls.len()
        );
    }
    println!("setup: {setup_s:.1} s");
    println!(
        "moves: {moves} acknowledged in {elapsed:.1} s = {:.1} moves/s (target {})",
        moves as f64 / elapsed,
        opts.rate
    );
    let opp_name = if several {
        "move to opponent, cross-instance"
    } else {
        "move to opponent"
    };
    println!(
        "{}",
        latency_line("ack round trip", &mut lags(&samples.ack))
    );
    println!("{}", latency_line(opp_name, &mut lags(&samples.opp)));
    if several && !samples.opp_local.is_empty() {
        println!(
            "{}",
            latency_line(
                "move to opponent, same instance (three-player rooms)",
                &mut lags(&samples.opp_local)
            )
        );
    }
    println!(
        "{}",
        latency_line("move to spectator", &mut lags(&samples.spec))
    );
    let run_start_ms = start.saturating_duration_since(ctx.origin).as_millis() as u32;
    let flush_name = "disk flush (16 KB, fdatasync, every 10 ms)";
    if let Some(flushes) = &flushes {
        println!("{}", latency_line(flush_name, &mut lags(flushes)));
    }
    for (name, series) in [("ack round trip", &samples.ack), (opp_name, &samples.opp)] {
        let by_window = windows(series, run_start_ms, duration, WINDOW);
        println!("{}", windows_line(name, &by_window));
        let (count, max) = outside(series, run_start_ms, duration);
        if count > 0 {
            println!(
                "{name} sent before or after the run (in no window): {count}, the slowest {}",
                ms(max)
            );
        }
    }
    if let Some(flushes) = &flushes {
        let by_window = windows(flushes, run_start_ms, duration, WINDOW);
        println!("{}", windows_line(flush_name, &by_window));
    }
    println!(
        "errors: {errors}{}",
        if by_code.is_empty() {
            String::new()
        } else {
            format!(" ({})", by_code.join(", "))
        }
    );
    println!(
        "lost moves: {}; duplicated moves: {}; rooms verified: {} ({} acknowledged moves, {} \
         unreadable)",
        verdict.lost, verdict.duplicated, verdict.rooms, verdict.moves, verdict.failed
    );
    println!(
        "rooms created: {}; games finished: {games}; repeated events: {}",
        ctx.rooms_created.load(Ordering::Relaxed),
        ctx.repeated_evs.load(Ordering::Relaxed)
    );
    let mut servers_cpu = 0.0;
    for (i, (usage, hwm)) in sampler.servers.iter().zip(&server_hwm_kb).enumerate() {
        let usage = usage.lock().expect("usage lock");
        let name = if sampler.servers.len() > 1 {
            format!("server {} (pid {})", i + 1, usage.pid)
        } else {
            "server".into()
        };
        servers_cpu += cpu(&usage);
        println!(
            "{name}: peak RSS {:.1} MB (VmHWM {}), mean CPU {:.1}% of one core, peak open files {}",
            usage.peak_rss_kb as f64 / 1024.0,
            hwm.map_or("?".into(), |kb| format!("{:.1} MB", kb as f64 / 1024.0)),
            cpu(&usage),
            usage.peak_fds
        );
    }
    if sampler.servers.len() > 1 {
        let peak = sampler.servers_rss_kb.lock().expect("usage lock").1;
        println!(
            "servers together: peak RSS {:.1} MB, mean CPU {servers_cpu:.1}% of one core",
            peak as f64 / 1024.0
        );
    } else if sampler.servers.is_empty() {
        println!("server: not sampled (give --server-pid)");
    }
    let mut db_cpu = 0.0;
    if let Some(db) = &sampler.db {
        let db = db.lock().expect("usage lock");
        db_cpu = db.last_ticks.saturating_sub(db.base_ticks) as f64 / ticks / elapsed * 100.0;
        println!(
            "PostgreSQL (pid {} and its children, {} processes at the end): peak RSS {:.1} MB \
             added up (shared memory counted in each), peak PSS {:.1} MB, mean CPU {db_cpu:.1}% \
             of one core",
            db.root,
            db.processes,
            db.peak_rss_kb as f64 / 1024.0,
            db.peak_pss_kb as f64 / 1024.0
        );
    }
    println!(
        "load generator: peak RSS {:.1} MB, mean CPU {:.1}% of one core",
        me.peak_rss_kb as f64 / 1024.0,
        cpu(&me)
    );
    let machine_busy = (machine_end.0 - machine_start.0) as f64 / ticks / elapsed * 100.0;
    println!(
        "machine: {cores} cores, mean busy {machine_busy:.1}% of one core (everything else \
         than the {}load generator: {:.1}%)",
        match (sampler.servers.len() > 1, sampler.db.is_some()) {
            (false, false) => "server and the ",
            (true, false) => "servers and the ",
            (false, true) => "server, PostgreSQL and the ",
            (true, true) => "servers, PostgreSQL and the ",
        },
        machine_busy - servers_cpu - db_cpu - cpu(&me)
    );
    if opts.idle > 0 {
        println!("idle sockets held: {idle_held}/{}", opts.idle);
    }
    if spawned.is_some() {
        restarts.sort_unstable();
        println!(
            "kills: {kills_done} SIGKILLs; kill to listening again: p50 {}, max {}",
            ms(percentile(&restarts, 0.5)),
            ms(restarts.last().copied().unwrap_or(0))
        );
        println!(
            "{}",
            latency_line(
                "kill to a room's next acknowledged action",
                &mut samples.resume
            )
        );
        println!(
            "disconnects: {}; reconnects: {}; actions resent: {}; HTTP retries: {}",
            ctx.disconnects.load(Ordering::Relaxed),
            ctx.reconnects.load(Ordering::Relaxed),
            ctx.resent.load(Ordering::Relaxed),
            ctx.retries.load(Ordering::Relaxed)
        );
    }
    println!("result: {}", if pass { "PASS" } else { "FAIL" });
    Ok(pass)
}
