extension SandboxGazetteer {
    /// European cities: `name|country|region|latitude|longitude|zone|population in thousands|localized names`.
    static let europe = """
        London|GB|England|51.5074|-0.1278|Europe/London|8982|de=London;fr=Londres;es=Londres;it=Londra;ru=Лондон;ja=ロンドン
        Paris|FR|Île-de-France|48.8566|2.3522|Europe/Paris|2161|de=Paris;es=París;it=Parigi;ru=Париж;ja=パリ
        Berlin|DE|Berlin|52.5200|13.4050|Europe/Berlin|3645|fr=Berlin;es=Berlín;it=Berlino;ru=Берлин;ja=ベルリン
        Madrid|ES|Madrid|40.4168|-3.7038|Europe/Madrid|3223|de=Madrid;fr=Madrid;ru=Мадрид
        Rome|IT|Lazio|41.9028|12.4964|Europe/Rome|2873|it=Roma;de=Rom;fr=Rome;es=Roma;ru=Рим
        Vienna|AT|Vienna|48.2082|16.3738|Europe/Vienna|1897|de=Wien;fr=Vienne;es=Viena;it=Vienna
        Amsterdam|NL|North Holland|52.3676|4.9041|Europe/Amsterdam|873|fr=Amsterdam;ru=Амстердам
        Brussels|BE|Brussels|50.8503|4.3517|Europe/Brussels|1209|fr=Bruxelles;nl=Brussel;de=Brüssel;es=Bruselas
        Zurich|CH|Zurich|47.3769|8.5417|Europe/Zurich|421|de=Zürich;fr=Zurich;it=Zurigo
        Geneva|CH|Geneva|46.2044|6.1432|Europe/Zurich|203|fr=Genève;de=Genf;it=Ginevra
        Bern|CH|Bern|46.9480|7.4474|Europe/Zurich|134|fr=Berne;it=Berna
        Basel|CH|Basel-City|47.5596|7.5886|Europe/Zurich|178|fr=Bâle;it=Basilea
        Lausanne|CH|Vaud|46.5197|6.6323|Europe/Zurich|139|
        Munich|DE|Bavaria|48.1351|11.5820|Europe/Berlin|1488|de=München;it=Monaco di Baviera;es=Múnich
        Hamburg|DE|Hamburg|53.5511|9.9937|Europe/Berlin|1841|fr=Hambourg;es=Hamburgo;it=Amburgo
        Cologne|DE|North Rhine-Westphalia|50.9375|6.9603|Europe/Berlin|1086|de=Köln;fr=Cologne;es=Colonia;it=Colonia
        Frankfurt|DE|Hesse|50.1109|8.6821|Europe/Berlin|753|de=Frankfurt am Main;fr=Francfort
        Stuttgart|DE|Baden-Württemberg|48.7758|9.1829|Europe/Berlin|635|
        Düsseldorf|DE|North Rhine-Westphalia|51.2277|6.7735|Europe/Berlin|621|fr=Düsseldorf
        Dresden|DE|Saxony|51.0504|13.7373|Europe/Berlin|556|fr=Dresde
        Leipzig|DE|Saxony|51.3397|12.3731|Europe/Berlin|597|
        Nuremberg|DE|Bavaria|49.4521|11.0767|Europe/Berlin|518|de=Nürnberg;fr=Nuremberg
        Hanover|DE|Lower Saxony|52.3759|9.7320|Europe/Berlin|535|de=Hannover
        Bremen|DE|Bremen|53.0793|8.8017|Europe/Berlin|567|
        Dortmund|DE|North Rhine-Westphalia|51.5136|7.4653|Europe/Berlin|588|
        Essen|DE|North Rhine-Westphalia|51.4556|7.0116|Europe/Berlin|583|
        Freiburg|DE|Baden-Württemberg|47.9990|7.8421|Europe/Berlin|231|de=Freiburg im Breisgau
        Kiel|DE|Schleswig-Holstein|54.3233|10.1228|Europe/Berlin|247|
        Lyon|FR|Auvergne-Rhône-Alpes|45.7640|4.8357|Europe/Paris|516|es=Lyon;it=Lione
        Marseille|FR|Provence-Alpes-Côte d'Azur|43.2965|5.3698|Europe/Paris|870|es=Marsella;it=Marsiglia
        Toulouse|FR|Occitanie|43.6047|1.4442|Europe/Paris|493|
        Nice|FR|Provence-Alpes-Côte d'Azur|43.7102|7.2620|Europe/Paris|342|it=Nizza;es=Niza
        Nantes|FR|Pays de la Loire|47.2184|-1.5536|Europe/Paris|314|
        Strasbourg|FR|Grand Est|48.5734|7.7521|Europe/Paris|284|de=Straßburg;es=Estrasburgo
        Bordeaux|FR|Nouvelle-Aquitaine|44.8378|-0.5792|Europe/Paris|257|es=Burdeos
        Lille|FR|Hauts-de-France|50.6292|3.0573|Europe/Paris|233|nl=Rijsel
        Montpellier|FR|Occitanie|43.6108|3.8767|Europe/Paris|290|
        Rennes|FR|Brittany|48.1173|-1.6778|Europe/Paris|217|
        Brest|FR|Brittany|48.3904|-4.4861|Europe/Paris|139|
        Ajaccio|FR|Corsica|41.9192|8.7386|Europe/Paris|71|
        Barcelona|ES|Catalonia|41.3851|2.1734|Europe/Madrid|1620|ca=Barcelona;fr=Barcelone
        Valencia|ES|Valencia|39.4699|-0.3763|Europe/Madrid|791|ca=València
        Seville|ES|Andalusia|37.3891|-5.9845|Europe/Madrid|688|es=Sevilla;fr=Séville
        Zaragoza|ES|Aragon|41.6488|-0.8891|Europe/Madrid|675|fr=Saragosse
        Málaga|ES|Andalusia|36.7213|-4.4214|Europe/Madrid|574|
        Bilbao|ES|Basque Country|43.2630|-2.9350|Europe/Madrid|345|eu=Bilbo
        Palma|ES|Balearic Islands|39.5696|2.6502|Europe/Madrid|416|es=Palma de Mallorca
        Las Palmas|ES|Canary Islands|28.1235|-15.4363|Atlantic/Canary|379|es=Las Palmas de Gran Canaria
        Santa Cruz de Tenerife|ES|Canary Islands|28.4636|-16.2518|Atlantic/Canary|207|
        Granada|ES|Andalusia|37.1773|-3.5986|Europe/Madrid|232|
        A Coruña|ES|Galicia|43.3623|-8.4115|Europe/Madrid|245|es=La Coruña
        Lisbon|PT|Lisbon|38.7223|-9.1393|Europe/Lisbon|505|pt=Lisboa;es=Lisboa;fr=Lisbonne;de=Lissabon
        Porto|PT|Porto|41.1579|-8.6291|Europe/Lisbon|232|fr=Porto
        Funchal|PT|Madeira|32.6669|-16.9241|Atlantic/Madeira|105|
        Ponta Delgada|PT|Azores|37.7412|-25.6756|Atlantic/Azores|68|
        Faro|PT|Faro|37.0194|-7.9322|Europe/Lisbon|64|
        Milan|IT|Lombardy|45.4642|9.1900|Europe/Rome|1352|it=Milano;de=Mailand;fr=Milan;es=Milán
        Naples|IT|Campania|40.8518|14.2681|Europe/Rome|914|it=Napoli;de=Neapel;fr=Naples;es=Nápoles
        Turin|IT|Piedmont|45.0703|7.6869|Europe/Rome|848|it=Torino;fr=Turin;es=Turín
        Palermo|IT|Sicily|38.1157|13.3615|Europe/Rome|630|
        Genoa|IT|Liguria|44.4056|8.9463|Europe/Rome|566|it=Genova;fr=Gênes;es=Génova
        Bologna|IT|Emilia-Romagna|44.4949|11.3426|Europe/Rome|390|fr=Bologne;es=Bolonia
        Florence|IT|Tuscany|43.7696|11.2558|Europe/Rome|367|it=Firenze;de=Florenz;es=Florencia
        Venice|IT|Veneto|45.4408|12.3155|Europe/Rome|258|it=Venezia;de=Venedig;fr=Venise;es=Venecia
        Bari|IT|Apulia|41.1171|16.8719|Europe/Rome|316|
        Catania|IT|Sicily|37.5079|15.0830|Europe/Rome|311|
        Cagliari|IT|Sardinia|39.2238|9.1217|Europe/Rome|151|
        Verona|IT|Veneto|45.4384|10.9916|Europe/Rome|257|
        Trieste|IT|Friuli Venezia Giulia|45.6495|13.7768|Europe/Rome|201|
        Zocca|IT|Emilia-Romagna|44.3400|10.9900|Europe/Rome|5|
        Valletta|MT|Valletta|35.8989|14.5146|Europe/Malta|6|
        Athens|GR|Attica|37.9838|23.7275|Europe/Athens|664|el=Αθήνα;de=Athen;fr=Athènes;es=Atenas
        Thessaloniki|GR|Central Macedonia|40.6401|22.9444|Europe/Athens|325|el=Θεσσαλονίκη
        Heraklion|GR|Crete|35.3387|25.1442|Europe/Athens|174|el=Ηράκλειο
        Nicosia|CY|Nicosia|35.1856|33.3823|Asia/Nicosia|330|el=Λευκωσία
        Istanbul|TR|Istanbul|41.0082|28.9784|Europe/Istanbul|15460|tr=İstanbul;de=Istanbul
        Ankara|TR|Ankara|39.9334|32.8597|Europe/Istanbul|5663|
        Izmir|TR|Izmir|38.4237|27.1428|Europe/Istanbul|4367|tr=İzmir
        Antalya|TR|Antalya|36.8969|30.7133|Europe/Istanbul|1344|
        Bursa|TR|Bursa|40.1885|29.0610|Europe/Istanbul|2161|
        Dublin|IE|Leinster|53.3498|-6.2603|Europe/Dublin|544|ga=Baile Átha Cliath
        Cork|IE|Munster|51.8985|-8.4756|Europe/Dublin|210|ga=Corcaigh
        Galway|IE|Connacht|53.2707|-9.0568|Europe/Dublin|80|ga=Gaillimh
        Edinburgh|GB|Scotland|55.9533|-3.1883|Europe/London|524|gd=Dùn Èideann
        Glasgow|GB|Scotland|55.8642|-4.2518|Europe/London|633|gd=Glaschu
        Aberdeen|GB|Scotland|57.1497|-2.0943|Europe/London|198|
        Inverness|GB|Scotland|57.4778|-4.2247|Europe/London|47|
        Manchester|GB|England|53.4808|-2.2426|Europe/London|553|
        Birmingham|GB|England|52.4862|-1.8904|Europe/London|1141|
        Liverpool|GB|England|53.4084|-2.9916|Europe/London|498|
        Leeds|GB|England|53.8008|-1.5491|Europe/London|793|
        Bristol|GB|England|51.4545|-2.5879|Europe/London|463|
        Newcastle upon Tyne|GB|England|54.9783|-1.6178|Europe/London|300|
        Cardiff|GB|Wales|51.4816|-3.1791|Europe/London|362|cy=Caerdydd
        Belfast|GB|Northern Ireland|54.5973|-5.9301|Europe/London|343|ga=Béal Feirste
        Oxford|GB|England|51.7520|-1.2577|Europe/London|152|
        Cambridge|GB|England|52.2053|0.1218|Europe/London|145|
        Plymouth|GB|England|50.3755|-4.1427|Europe/London|264|
        Rotterdam|NL|South Holland|51.9244|4.4777|Europe/Amsterdam|651|
        The Hague|NL|South Holland|52.0705|4.3007|Europe/Amsterdam|548|nl=Den Haag;fr=La Haye
        Utrecht|NL|Utrecht|52.0907|5.1214|Europe/Amsterdam|361|
        Eindhoven|NL|North Brabant|51.4416|5.4697|Europe/Amsterdam|235|
        Groningen|NL|Groningen|53.2194|6.5665|Europe/Amsterdam|233|
        Antwerp|BE|Flanders|51.2194|4.4025|Europe/Brussels|529|nl=Antwerpen;fr=Anvers
        Ghent|BE|Flanders|51.0543|3.7174|Europe/Brussels|263|nl=Gent;fr=Gand
        Liège|BE|Wallonia|50.6326|5.5797|Europe/Brussels|197|nl=Luik
        Luxembourg|LU|Luxembourg|49.6116|6.1319|Europe/Luxembourg|128|de=Luxemburg;lb=Lëtzebuerg
        Monaco|MC|Monaco|43.7384|7.4246|Europe/Monaco|39|
        Andorra la Vella|AD|Andorra la Vella|42.5063|1.5218|Europe/Andorra|22|
        Salzburg|AT|Salzburg|47.8095|13.0550|Europe/Vienna|155|
        Innsbruck|AT|Tyrol|47.2692|11.4041|Europe/Vienna|132|
        Graz|AT|Styria|47.0707|15.4395|Europe/Vienna|291|
        Linz|AT|Upper Austria|48.3069|14.2858|Europe/Vienna|207|
        Vaduz|LI|Vaduz|47.1410|9.5209|Europe/Vaduz|6|
        Copenhagen|DK|Capital Region|55.6761|12.5683|Europe/Copenhagen|794|da=København;de=Kopenhagen;fr=Copenhague
        Aarhus|DK|Central Jutland|56.1629|10.2039|Europe/Copenhagen|285|da=Århus
        Stockholm|SE|Stockholm|59.3293|18.0686|Europe/Stockholm|975|fr=Stockholm;es=Estocolmo
        Gothenburg|SE|Västra Götaland|57.7089|11.9746|Europe/Stockholm|583|sv=Göteborg
        Malmö|SE|Skåne|55.6050|13.0038|Europe/Stockholm|347|
        Uppsala|SE|Uppsala|59.8586|17.6389|Europe/Stockholm|177|
        Kiruna|SE|Norrbotten|67.8558|20.2253|Europe/Stockholm|17|
        Oslo|NO|Oslo|59.9139|10.7522|Europe/Oslo|697|
        Bergen|NO|Vestland|60.3913|5.3221|Europe/Oslo|285|
        Trondheim|NO|Trøndelag|63.4305|10.3951|Europe/Oslo|205|
        Tromsø|NO|Troms|69.6492|18.9553|Europe/Oslo|77|
        Longyearbyen|SJ|Svalbard|78.2232|15.6267|Arctic/Longyearbyen|2|
        Helsinki|FI|Uusimaa|60.1699|24.9384|Europe/Helsinki|656|sv=Helsingfors
        Tampere|FI|Pirkanmaa|61.4978|23.7610|Europe/Helsinki|241|sv=Tammerfors
        Turku|FI|Southwest Finland|60.4518|22.2666|Europe/Helsinki|195|sv=Åbo
        Oulu|FI|North Ostrobothnia|65.0121|25.4651|Europe/Helsinki|208|
        Rovaniemi|FI|Lapland|66.5039|25.7294|Europe/Helsinki|64|
        Reykjavik|IS|Capital Region|64.1466|-21.9426|Atlantic/Reykjavik|131|is=Reykjavík
        Akureyri|IS|Northeast|65.6885|-18.1262|Atlantic/Reykjavik|19|
        Tórshavn|FO|Streymoy|62.0079|-6.7900|Atlantic/Faroe|14|
        Tallinn|EE|Harju|59.4370|24.7536|Europe/Tallinn|438|
        Riga|LV|Riga|56.9496|24.1052|Europe/Riga|605|lv=Rīga
        Vilnius|LT|Vilnius|54.6872|25.2797|Europe/Vilnius|580|
        Warsaw|PL|Masovia|52.2297|21.0122|Europe/Warsaw|1794|pl=Warszawa;de=Warschau;fr=Varsovie;es=Varsovia
        Kraków|PL|Lesser Poland|50.0647|19.9450|Europe/Warsaw|780|en=Krakow;de=Krakau;fr=Cracovie
        Łódź|PL|Łódź|51.7592|19.4560|Europe/Warsaw|672|en=Lodz
        Wrocław|PL|Lower Silesia|51.1079|17.0385|Europe/Warsaw|643|de=Breslau
        Poznań|PL|Greater Poland|52.4064|16.9252|Europe/Warsaw|534|de=Posen
        Gdańsk|PL|Pomerania|54.3520|18.6466|Europe/Warsaw|471|de=Danzig
        Prague|CZ|Prague|50.0755|14.4378|Europe/Prague|1309|cs=Praha;de=Prag;fr=Prague;es=Praga
        Brno|CZ|South Moravia|49.1951|16.6068|Europe/Prague|381|de=Brünn
        Bratislava|SK|Bratislava|48.1486|17.1077|Europe/Bratislava|475|de=Pressburg
        Košice|SK|Košice|48.7164|21.2611|Europe/Bratislava|229|
        Budapest|HU|Budapest|47.4979|19.0402|Europe/Budapest|1752|
        Debrecen|HU|Hajdú-Bihar|47.5316|21.6273|Europe/Budapest|201|
        Ljubljana|SI|Ljubljana|46.0569|14.5058|Europe/Ljubljana|295|de=Laibach
        Zagreb|HR|Zagreb|45.8150|15.9819|Europe/Zagreb|767|
        Split|HR|Split-Dalmatia|43.5081|16.4402|Europe/Zagreb|178|
        Dubrovnik|HR|Dubrovnik-Neretva|42.6507|18.0944|Europe/Zagreb|42|
        Sarajevo|BA|Federation of Bosnia and Herzegovina|43.8563|18.4131|Europe/Sarajevo|275|
        Belgrade|RS|Belgrade|44.7866|20.4489|Europe/Belgrade|1166|sr=Београд;de=Belgrad
        Novi Sad|RS|Vojvodina|45.2671|19.8335|Europe/Belgrade|250|
        Podgorica|ME|Podgorica|42.4304|19.2594|Europe/Podgorica|151|
        Skopje|MK|Skopje|41.9981|21.4254|Europe/Skopje|526|mk=Скопје
        Tirana|AL|Tirana|41.3275|19.8187|Europe/Tirane|418|sq=Tiranë
        Pristina|XK|Pristina|42.6629|21.1655|Europe/Belgrade|199|sq=Prishtinë
        Sofia|BG|Sofia City|42.6977|23.3219|Europe/Sofia|1236|bg=София
        Plovdiv|BG|Plovdiv|42.1354|24.7453|Europe/Sofia|346|bg=Пловдив
        Varna|BG|Varna|43.2141|27.9147|Europe/Sofia|336|bg=Варна
        Bucharest|RO|Bucharest|44.4268|26.1025|Europe/Bucharest|1883|ro=București;de=Bukarest
        Cluj-Napoca|RO|Cluj|46.7712|23.6236|Europe/Bucharest|324|
        Timișoara|RO|Timiș|45.7489|21.2087|Europe/Bucharest|319|
        Iași|RO|Iași|47.1585|27.6014|Europe/Bucharest|290|
        Constanța|RO|Constanța|44.1598|28.6348|Europe/Bucharest|283|
        Chișinău|MD|Chișinău|47.0105|28.8638|Europe/Chisinau|532|
        Kyiv|UA|Kyiv City|50.4501|30.5234|Europe/Kiev|2962|uk=Київ;ru=Киев;de=Kiew;fr=Kiev
        Kharkiv|UA|Kharkiv|49.9935|36.2304|Europe/Kiev|1433|uk=Харків
        Odesa|UA|Odesa|46.4825|30.7233|Europe/Kiev|1015|uk=Одеса;ru=Одесса
        Lviv|UA|Lviv|49.8397|24.0297|Europe/Kiev|721|uk=Львів;de=Lemberg
        Dnipro|UA|Dnipropetrovsk|48.4647|35.0462|Europe/Kiev|980|uk=Дніпро
        Minsk|BY|Minsk|53.9006|27.5590|Europe/Minsk|2009|be=Мінск;ru=Минск
        Moscow|RU|Moscow|55.7558|37.6173|Europe/Moscow|12506|ru=Москва;de=Moskau;fr=Moscou;es=Moscú
        Saint Petersburg|RU|Saint Petersburg|59.9343|30.3351|Europe/Moscow|5384|ru=Санкт-Петербург;de=Sankt Petersburg
        Kazan|RU|Tatarstan|55.7887|49.1221|Europe/Moscow|1257|ru=Казань
        Nizhny Novgorod|RU|Nizhny Novgorod|56.2965|43.9361|Europe/Moscow|1252|ru=Нижний Новгород
        Samara|RU|Samara|53.1959|50.1002|Europe/Samara|1144|ru=Самара
        Rostov-on-Don|RU|Rostov|47.2357|39.7015|Europe/Moscow|1137|ru=Ростов-на-Дону
        Volgograd|RU|Volgograd|48.7080|44.5133|Europe/Volgograd|1008|ru=Волгоград
        Sochi|RU|Krasnodar|43.6028|39.7342|Europe/Moscow|443|ru=Сочи
        Kaliningrad|RU|Kaliningrad|54.7104|20.4522|Europe/Kaliningrad|489|ru=Калининград;de=Königsberg
        Murmansk|RU|Murmansk|68.9585|33.0827|Europe/Moscow|287|ru=Мурманск
        Arkhangelsk|RU|Arkhangelsk|64.5401|40.5433|Europe/Moscow|346|ru=Архангельск
        Yekaterinburg|RU|Sverdlovsk|56.8389|60.6057|Asia/Yekaterinburg|1493|ru=Екатеринбург
        Perm|RU|Perm|58.0105|56.2502|Asia/Yekaterinburg|1055|ru=Пермь
        Ufa|RU|Bashkortostan|54.7388|55.9721|Asia/Yekaterinburg|1128|ru=Уфа
        """
}
